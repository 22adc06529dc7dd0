package demo

// bookWords are the texts the demo writes around a book (its materials, videos
// and songs), in the book's language.
type bookWords struct {
	sheet, sheetAbout, coloring, coloringAbout string
	videosAndSongs                             string // on the videos' thumbnail
	readAlong, readAlongAbout                  string // readAlong comes before the book's title
	pictures, picturesAbout                    string
	twinkle, twinkleAbout, twinkleLyrics       string
	row, rowAbout, rowLyrics                   string
}

var englishWords = bookWords{
	sheet:          "Activity Sheet",
	sheetAbout:     "Questions, a word search and a drawing prompt to talk about the story together.",
	coloring:       "Coloring Page",
	coloringAbout:  "A printable picture from the book to colour in.",
	videosAndSongs: "Videos & Songs",
	readAlong:      "Read-Along: ",
	readAlongAbout: "Follow the words as the story is read aloud.",
	pictures:       "Behind the Pictures",
	picturesAbout:  "How the illustrations for this book came to life.",
	twinkle:        "Twinkle Sing-Along",
	twinkleAbout:   "A gentle tune to hum at bedtime.",
	twinkleLyrics:  "Twinkle, twinkle, little star,\nHow I wonder what you are!\nUp above the world so high,\nLike a diamond in the sky.",
	row:            "Row Your Boat Together",
	rowAbout:       "Clap along and row with a friend.",
	rowLyrics:      "Row, row, row your boat,\nGently down the stream.\nMerrily, merrily, merrily, merrily,\nLife is but a dream.",
}

var spanishWords = bookWords{
	sheet:          "Hoja de actividades",
	sheetAbout:     "Preguntas, una sopa de letras y una idea para dibujar, para conversar juntos sobre el cuento.",
	coloring:       "Página para colorear",
	coloringAbout:  "Un dibujo del libro para imprimir y colorear.",
	videosAndSongs: "Videos y canciones",
	readAlong:      "Lectura en voz alta: ",
	readAlongAbout: "Sigue las palabras mientras se lee el cuento en voz alta.",
	pictures:       "Detrás de las ilustraciones",
	picturesAbout:  "Cómo cobraron vida las ilustraciones de este libro.",
	twinkle:        "Estrellita, canta conmigo",
	twinkleAbout:   "Una melodía suave para tararear antes de dormir.",
	twinkleLyrics:  "Estrellita, ¿dónde estás?\nMe pregunto qué serás.\nEn el cielo tan azul,\nbrillas como un diamante.",
	row:            "Rema, rema, rema",
	rowAbout:       "Aplaude y rema con un amigo.",
	rowLyrics:      "Rema, rema, rema tu barquito\nsuavecito por el río.\nAlegre, alegre, alegre, alegre,\nla vida es solo un sueño.",
}
