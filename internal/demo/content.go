package demo

import (
	"fmt"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Author is the demo's author: every demo book is hers.
const Author = "Lily Hart"

// catalogue lists the demo books oldest first; the last is the newest.
var catalogue = []demoBook{
	{
		title:       "Counting Stars with Grandpa",
		description: "On a warm summer night, Mia and her grandpa lie in the grass and count the stars one by one. A cosy bedtime story that makes numbers from one to twenty feel like magic.",
		ageRange:    "3-5", published: "2023-04-12", isbn: isbn13("978173541201"), pages: 32,
		genres:     []string{"Math", "Family", "Bedtime"},
		palette:    palette{rgb(0x1E2A5A), rgb(0x3B4E8C), rgb(0xF6D860), rgb(0x1E2A5A)},
		motif:      motifMoon,
		activities: []string{"Count the stars on each page and write the number.", "Draw your own constellation.", "Who do you like to look at the sky with?"},
		reviews: []demoReview{
			{name: "Priya S.", title: "Our new bedtime favourite", content: "My daughter asks for this every night and now counts everything she sees!", source: "Amazon", date: "2024-02-03", rating: 5, verified: true},
			{name: "Mr. Daniels", content: "I use it with my pre-K class for counting practice. The pictures are calm and lovely.", source: "Teacher", date: "2023-11-20", rating: 4},
		},
	},
	{
		title:       "Sunny Learns to Share",
		description: "Sunny has the brightest yellow bucket on the beach and does not want anyone else to touch it. A gentle story about sharing, taking turns and the fun of playing together.",
		ageRange:    "2-4", published: "2023-08-01", isbn: isbn13("978173541202"), pages: 28,
		genres:     []string{"Sharing", "Friendship", "Kindness"},
		palette:    palette{rgb(0xFFF3C4), rgb(0xFFD27A), rgb(0xF08A24), rgb(0x5A2D0C)},
		motif:      motifSun,
		activities: []string{"Circle the toys Sunny shares.", "Take turns building a sandcastle drawing.", "What is something you like to share?"},
		reviews: []demoReview{
			{name: "Grace W.", title: "Helped with sibling squabbles", content: "Simple words, a clear message, and my twins now say 'Sunny turn!' when they share.", source: "Goodreads", date: "2024-05-18", rating: 5},
			{name: "Tom B.", content: "Sweet book, a little short for my four-year-old but he still enjoys it.", date: "2024-01-09", rating: 3},
		},
	},
	{
		title:       "Brave Little Bea",
		description: "Bea the bumblebee is the smallest in her hive and scared of the big wide garden. When her friends need help, she discovers that being brave means doing something even when you feel afraid.",
		ageRange:    "4-7", published: "2024-01-20", isbn: isbn13("978173541203"), pages: 36,
		genres:     []string{"Courage", "Friendship", "Nature"},
		palette:    palette{rgb(0xE8F6E0), rgb(0xA8D98A), rgb(0xF2B705), rgb(0x1F3A12)},
		motif:      motifStar,
		activities: []string{"Trace Bea's path through the garden maze.", "Name one time you were brave.", "Count the flowers Bea visits."},
		reviews: []demoReview{
			{name: "Hannah K.", title: "Perfect before the first day of school", content: "We read it the week before kindergarten started. It gave us the words to talk about feeling nervous.", source: "Amazon", date: "2024-08-30", rating: 5, verified: true},
			{name: "Luis M.", content: "Beautiful illustrations and a great message about courage.", source: "Instagram", date: "2024-06-14", rating: 4},
			{name: "Ms. Okafor", content: "My second graders loved the bee facts at the back of the book.", source: "Teacher", date: "2024-03-02", rating: 5},
		},
	},
	{
		title:       "Hearts Full of Thanks",
		description: "From the bus driver to the lunch-room helper, Leo notices all the people who make his day better and finds a way to thank each of them. A warm book about gratitude and community.",
		ageRange:    "4-8", published: "2024-05-05", isbn: isbn13("978173541204"), pages: 32,
		genres:     []string{"Gratitude", "Family", "Community"},
		palette:    palette{rgb(0xFFE4E8), rgb(0xF7A8B8), rgb(0xC2185B), rgb(0x4A0E22)},
		motif:      motifHeart,
		activities: []string{"Make a thank-you card for a helper.", "List three things you are thankful for today.", "Match each helper to their job."},
		reviews: []demoReview{
			{name: "Olivia R.", content: "We started a thankful jar after reading this. Lovely!", source: "Goodreads", date: "2024-11-25", rating: 5},
			{name: "Ben A.", content: "Nice story, though the middle drags a little for younger kids.", date: "2024-09-12", rating: 3},
		},
	},
	{
		title:       "The Big Feelings Garden",
		description: "In Nora's garden every feeling grows as a different flower: prickly anger, droopy sadness, bouncy joy. She learns to notice each one, name it, and care for it with a deep breath.",
		ageRange:    "5-8", published: "2024-09-10", isbn: isbn13("978173541205"), pages: 40,
		genres:     []string{"Emotions", "Mindfulness", "Nature"},
		palette:    palette{rgb(0xEAF4F4), rgb(0x9DD1C7), rgb(0x2E7D5B), rgb(0x123B2C)},
		motif:      motifTree,
		activities: []string{"Colour a flower for how you feel today.", "Practise Nora's flower breathing: smell the flower, blow out the candle.", "Draw your own feelings garden."},
		reviews: []demoReview{
			{name: "Dr. Lee", title: "A tool I recommend to families", content: "As a child therapist I love how it gives children simple language for big emotions.", source: "Professional review", date: "2025-01-15", rating: 5, verified: true},
			{name: "Sam P.", content: "My son now tells me which flower he is feeling. Game changer.", source: "Amazon", date: "2024-12-02", rating: 5, verified: true},
			{name: "Jordan T.", content: "Good book, the breathing exercises are the best part.", date: "2024-10-21", rating: 4},
		},
	},
	{
		title:       "Zoe's Rainy Day Science",
		description: "Stuck inside on a rainy day, Zoe turns the kitchen into a laboratory. Floating, sinking, mixing colours: simple experiments every family can try, with safety tips along the way.",
		ageRange:    "6-9", published: "2025-02-14", isbn: isbn13("978173541206"), pages: 44,
		genres:     []string{"Science", "Curiosity", "STEM"},
		palette:    palette{rgb(0xE3F2FD), rgb(0x90CAF9), rgb(0x1565C0), rgb(0x0D2A4F)},
		motif:      motifCloud,
		activities: []string{"Predict: will it float or sink? Then test it.", "Mix two colours and record the result.", "Draw what you think makes rain."},
		reviews: []demoReview{
			{name: "Aisha N.", title: "Science made fun", content: "We did every experiment in the book in one weekend. My daughter wants to be a scientist now.", source: "Amazon", date: "2025-03-08", rating: 5, verified: true},
			{name: "Mrs. Carter", content: "Great for a classroom science corner. Clear steps.", source: "Teacher", date: "2025-04-01", rating: 4},
		},
	},
	{
		title:       "The Kindness Cloud",
		description: "Cumulus the little cloud floats over a town where everyone seems grumpy. With small acts of kindness, a bit of shade here and a gentle rain there, Cumulus starts a ripple that changes the whole town.",
		ageRange:    "3-6", published: "2025-06-01", isbn: isbn13("978173541207"), pages: 32,
		genres:     []string{"Kindness", "Emotions", "Social Skills", "Nature"},
		palette:    palette{rgb(0xF3E8FF), rgb(0xC9B6F2), rgb(0xFFFFFF), rgb(0x3A1F6B)},
		motif:      motifCloud,
		activities: []string{"Draw a kind thing you could do for a neighbour.", "Find the five ripples hidden in the town.", "How does Cumulus feel at the start and at the end?"},
		reviews: []demoReview{
			{name: "Emily J.", title: "Sparked so many conversations", content: "After reading, my son spent the afternoon planning 'kindness clouds' for his friends.", source: "Amazon", date: "2025-07-20", rating: 5, verified: true},
			{name: "Carlos G.", title: "Gorgeous pictures", content: "The illustrations are soft and dreamy. Perfect bedtime read.", source: "Goodreads", date: "2025-07-02", rating: 5},
			{name: "Ms. Rivera", content: "I read it to my kindergarten class and we made our own kindness ripple wall.", source: "Teacher", date: "2025-06-25", rating: 5},
			{name: "Nina F.", content: "Lovely message. I wish it were a little longer!", date: "2025-06-18", rating: 4},
			{name: "Paul D.", content: "Sweet and simple. My toddler likes pointing at the cloud faces.", source: "Amazon", date: "2025-06-10", rating: 4, verified: true},
		},
	},
}

// editions are catalogue books in another language, each a book of its own
// (its own ISBN, cover, materials and videos) linked to its English edition.
// A new edition has no reviews yet.
// genresEs are the catalogue's genres by their Spanish names, as the Spanish
// pages show them (the Spanish edition's own are these words too).
var genresEs = map[string]string{
	"Math": "Matemáticas", "Family": "Familia", "Bedtime": "Hora de dormir", "Sharing": "Compartir",
	"Friendship": "Amistad", "Kindness": "Bondad", "Courage": "Valentía", "Nature": "Naturaleza",
	"Gratitude": "Gratitud", "Community": "Comunidad", "Emotions": "Emociones", "Mindfulness": "Atención plena",
	"Science": "Ciencia", "Curiosity": "Curiosidad", "STEM": "STEM", "Social Skills": "Habilidades sociales",
}

var editions = []demoBook{
	{
		title:       "La nube de la bondad",
		language:    storyshelf.BookSpanish,
		editionOf:   "The Kindness Cloud",
		description: "Cúmulo, una pequeña nube, flota sobre un pueblo donde todos parecen gruñones. Con pequeños actos de bondad, un poco de sombra aquí y una lluvia suave allá, Cúmulo empieza una ola que cambia a todo el pueblo.",
		ageRange:    "3-6", published: "2025-09-15", isbn: isbn13("978173541208"), pages: 32,
		genres:     []string{"Bondad", "Emociones", "Habilidades sociales", "Naturaleza"},
		palette:    palette{rgb(0xF3E8FF), rgb(0xC9B6F2), rgb(0xFFFFFF), rgb(0x3A1F6B)},
		motif:      motifCloud,
		activities: []string{"Dibuja algo amable que podrías hacer por un vecino.", "Encuentra las cinco ondas escondidas en el pueblo.", "¿Cómo se siente Cúmulo al principio y al final?"},
	},
}

type demoUpcoming struct {
	title, description, date string
	titleEs, descriptionEs   string
	palette                  palette
	motif                    motif
}

var upcoming = []demoUpcoming{
	{title: "The Ripple Rainbow", date: "2027-03-15",
		description:   "Cumulus returns! This time a rainbow shows the town how every colour of kindness matters.",
		titleEs:       "El arcoíris de las ondas",
		descriptionEs: "¡Cúmulo vuelve! Esta vez un arcoíris le muestra al pueblo que cada color de la bondad importa.",
		palette:       palette{rgb(0xFFF8E1), rgb(0xFFCC80), rgb(0xE65100), rgb(0x4E2600)}, motif: motifSun},
	{title: "Moonlight Manners", date: "2027-09-01",
		description:   "Owl teaches the night-time animals please, thank you and the magic of listening.",
		titleEs:       "Modales a la luz de la luna",
		descriptionEs: "Búho enseña a los animales de la noche a decir por favor y gracias, y la magia de escuchar.",
		palette:       palette{rgb(0x263238), rgb(0x455A64), rgb(0xFFF59D), rgb(0x263238)}, motif: motifMoon},
}

var profile = storyshelf.AuthorInfo{
	Name:  Author,
	Title: "Children's Author & Early Years Educator",
	Bio: []string{
		"Lily Hart spent twelve years as a kindergarten teacher before she started writing the stories her pupils kept asking for.",
		"Her books turn big ideas, kindness, courage, gratitude and curiosity, into small adventures that families can talk about together.",
		"She lives by the sea with her husband, two children and a very lazy cat, and visits schools to share stories and drawing games.",
	},
	Quote: "Every child who feels seen becomes a grown-up who sees others.",
	CreativeProcess: []string{
		"Each book starts with a question a child once asked me. I write it on a sticky note and keep it on my desk until a character shows up to answer it.",
		"Before a story is finished, it is read aloud to real children, many times. If they wriggle, I rewrite. If they ask to hear it again, I know it is ready.",
	},
	// Her words in Spanish, for the Spanish site.
	TitleEs: "Autora infantil y educadora de primera infancia",
	BioEs: []string{
		"Lily Hart fue maestra de preescolar durante doce años antes de empezar a escribir los cuentos que sus alumnos le pedían una y otra vez.",
		"Sus libros convierten grandes ideas, la bondad, la valentía, la gratitud y la curiosidad, en pequeñas aventuras para conversar en familia.",
		"Vive junto al mar con su esposo, sus dos hijos y un gato muy perezoso, y visita escuelas para compartir cuentos y juegos de dibujo.",
	},
	QuoteEs: "Cada niño que se siente visto se convierte en un adulto que ve a los demás.",
	CreativeProcessEs: []string{
		"Cada libro empieza con una pregunta que alguna vez me hizo un niño. La escribo en una nota adhesiva y la dejo en mi escritorio hasta que aparece un personaje que la responde.",
		"Antes de terminar un cuento, lo leo en voz alta a niños de verdad, muchas veces. Si se inquietan, lo reescribo. Si piden escucharlo otra vez, sé que está listo.",
	},
}

// isbn13 completes a 12-digit ISBN prefix with its check digit.
func isbn13(prefix string) string {
	sum := 0
	for i, c := range prefix {
		d := int(c - '0')
		if i%2 == 1 {
			d *= 3
		}
		sum += d
	}
	return fmt.Sprintf("%s%d", prefix, (10-sum%10)%10)
}
