"""Invented-person name pools grouped by origin, with per-locale weights.

A person is usually drawn from one origin (given name and surname), with some
mixing, so that combinations look like those of real clinic populations.
Names that clash with clinical eponyms, months, weekdays or common template
words were left out on purpose.
"""


def _w(s):
    return [x.replace("_", " ") for x in s.split() if x]


# origin: (female given, male given, surnames)
ORIGINS = {
    "anglo": (
        _w("""Margaret Patricia Susan Linda Karen Deborah Sharon Carol Janet Pauline
        Maureen Brenda Gillian Hilary Yvonne Lorraine Wendy Sandra Tracey Joanne Nicola
        Rebecca Hannah Charlotte Emily Sophie Lucy Olivia Amelia Chloe Megan Bethany
        Abigail Eleanor Harriet Imogen Phoebe Rosalind Beatrice Edith Doris Muriel
        Winifred Marjorie Dorothy Evelyn Gladys Irene Mildred Norma Valerie Shirley
        Beverley Diane Denise Julie Catherine Elizabeth Helen Fiona Alison Morag Isla
        Ailsa Kirsty Shona Eilidh Ffion Carys Bethan Angharad Rhiannon Sian Cerys Eleri
        Philippa Rosemary Jacqueline Lesley Sheila Jean Ann Moira Elspeth Agnes Frances
        Josephine Veronica Lorna Glenys Mavis Thelma Kimberly Heather Courtney Lindsay
        Kelsey Amber Crystal Jennifer Michelle Stephanie Melissa Rachel Laura Sarah
        Claire Gemma Leanne Kerry Joan Barbara Betty Marion Hazel Sylvia Janice"""),
        _w("""David John Michael Robert Peter Stephen Richard Anthony Paul Andrew
        Christopher Kevin Brian Keith Graham Trevor Colin Derek Malcolm Gordon Nigel
        Clive Roger Geoffrey Howard Leonard Stanley Harold Albert Arthur Ernest Cyril
        Reginald Dennis Raymond Kenneth Norman Frederick Gerald Barry Terence Timothy
        Simon Jonathan Matthew Thomas Oliver Harry George Jack Oscar Alfie Archie
        Callum Lewis Hamish Alasdair Duncan Angus Euan Iain Dafydd Gareth Rhys Emyr
        Gwilym Huw Ifan Owain Aled Geraint Desmond Bernard Walter Herbert Eugene
        Vincent Gregory Philip Martin Alan Neil Ian Douglas Maurice Rodney Russell
        Cedric Ewan Finlay Hugh Edmund Ambrose Cody Travis Dustin Bradley Chad Wyatt
        Cole Garrett Tanner Brett Randall Earl Clarence Floyd Lloyd Vernon Wendell
        Marvin Wayne Craig Darren Stuart Shaun Dean Lee Glenn Murray"""),
        _w("""Hollins Whitaker Ashworth Pemberton Thwaite Kershaw Barraclough Hebden
        Oldroyd Sutcliffe Ackroyd Greenhalgh Brierley Rushworth Hargreaves Entwistle
        Horrocks Fairclough Pilkington Cartwright Wainwright Blackburn Dewhurst Lockwood
        Marsden Haworth Tattersall Crowther Ormerod Whitworth Sowerby Ramsden Holroyd
        Birtwistle Calloway Pennington Fenwick Thornbury Ellwood Harcourt Redfern
        Beckwith Southall Dunmore Kenworthy Lightfoot Wetherall Mayhew Fairweather
        Goodridge Stanhope Tolliver Ravenscroft Ainsworth Shacklock Merriman Battersby
        Cowgill Smith Jones Williams Taylor Davies Evans Roberts Walker Wright Robinson
        Thompson Hughes Edwards Green Harris Jackson Wood Turner Cooper Hill Morris
        Moore Clark Harrison Morgan Baker Watson Price Bennett Griffiths Chapman Dixon
        Richardson Marshall Owen Powell Pritchard Llewellyn Vaughan Rees Jenkins
        Howells Bowen Gwynne Prosser Meredith MacLeod MacKenzie McIntyre Fraser
        Sinclair Drummond Cameron Buchanan Munro Robertson Urquhart Lamont Guthrie
        Kinnear Ogilvie Crichton Baird Dalgleish Coleman Brooks Bryant Simmons Hayes
        Henderson Patterson Foster Sanders Butler Barnes Griffin Wallace Woods Ellis
        Gibson Ashdown Bellamy Cresswell Dunstan Everett Follett Gosling Hetherington
        Isherwood Jessop Kingsley Lathbury Mowbray Northcott Ollerenshaw Pettigrew
        Quayle Rowntree Stainforth Tunstall Upton Varley Wigglesworth Yardley Harper
        Fletcher Lawson Hammond Spencer Chambers Newton Holt Sharpe Pearce Webster
        Atkinson Lambert Armstrong Burton Dawson Fowler Garner Hobbs Jarvis Knowles"""),
    ),
    "irish": (
        _w("""Siobhan Aoife Niamh Ciara Grainne Sinead Orla Roisin Maeve Deirdre
        Aisling Clodagh Mairead Eimear Saoirse Caoimhe Nuala Fionnuala Eileen Bridget
        Majella Bernadette Colette Mary Kathleen Teresa Noreen Philomena Breda Marian"""),
        _w("""Padraig Seamus Eamon Ciaran Declan Fergal Cathal Donal Niall Ronan Cormac
        Diarmuid Eoin Oisin Tadhg Fintan Colm Liam Conor Darragh Shane Ruairi Francis
        Dermot Gerard Brendan Kieran Fionn Cillian Micheal Pat"""),
        _w("""O'Sullivan O'Brien O'Connell O'Mahony O'Donoghue O'Keeffe O'Driscoll
        Murphy Walsh Byrne Ryan Doherty Kennedy Lynch Quinlan Moriarty Fitzgerald
        McCarthy Brennan Gallagher Nolan Dunne Keane Hennessy Cullinane Tierney Mulcahy
        Kavanagh Phelan Costigan Geraghty McNamara Flanagan Cassidy Devlin Mulligan
        Horgan Treacy Coughlan Lenihan Scanlon Hegarty Feeney Clancy Mangan Crowley
        Kelly Kinsella Mac_Giolla_Phadraig Twomey Buckley Fahy Hanrahan
        Concannon Delaney Egan Lyons Madden Naughton Rafferty Sheehan Whelan"""),
    ),
    "south_asian": (
        _w("""Priya Anjali Sunita Kavita Meera Lakshmi Deepa Nisha Pooja Rekha Shabnam
        Farzana Nasreen Rubina Harpreet Gurpreet Manjit Parveen Shreya Divya Ananya
        Asha Sangeeta Usha Nirmala Jaspreet Amrit Bushra Sadia"""),
        _w("""Rajesh Sanjay Anil Vikram Arjun Rahul Suresh Ramesh Mohan Gurdeep Harjit
        Jaswinder Sukhdev Imran Tariq Asif Zubair Farhan Bilal Kamran Nadeem Ravi
        Deepak Amit Vivek Prakash Manoj Ashok Balwinder Shahid"""),
        _w("""Patel Shah Mehta Desai Joshi Iyer Nair Menon Pillai Reddy Rao Krishnan
        Subramanian Chatterjee Banerjee Mukherjee Ghosh Bose Sengupta Kaur Singh Gill
        Sandhu Dhillon Grewal Bains Sidhu Khan Hussain Rahman Chowdhury Akhtar
        Qureshi Malik Siddiqui Ansari Sheikh Mirza Iqbal Haq Rashid Choudhury
        Perera Fernando Jayawardena Gunasekara"""),
    ),
    "chinese": (
        _w("""Xiaoling Jing Xiu Yan Hui Mei Ling Wen Lihua Xinyi Qian Shu Fang Ying"""),
        _w("""Wei Hao Ming Jian Tao Jie Lei Bo Yong Gang Qiang Zhiwei Kai"""),
        _w("""Chen Wang Zhang Liu Huang Zhao Zhou Wu Xu Lin Guo Luo Tang Cheung Wong
        Leung Chan Lau Ho Ng Tan Lim Teo Goh Yeung Fung Kwok Tsang Mak"""),
    ),
    "korean": (
        _w("""Soo-jin Min-ji Ji-woo Eun-ji Hye-jin Seo-yeon Ji-hye"""),
        _w("""Min-jun Seung-ho Ji-hoon Dong-hyun Jae-won Sung-min Hyun-woo"""),
        _w("""Kim Park Choi Jung Kang Yoon Jang Han Shin Seo Kwon Hwang"""),
    ),
    "japanese": (
        _w("""Yuki Haruka Keiko Aiko Naomi Emi Sachiko Yoko"""),
        _w("""Hiroshi Takeshi Kenji Daisuke Kazuo Shinji Taro"""),
        _w("""Tanaka Suzuki Sato Watanabe Yamamoto Nakamura Kobayashi Ito Kato Yoshida"""),
    ),
    "vietnamese": (
        _w("""Huong Ngoc Linh Thuy Hoa Lan Trang Phuong"""),
        _w("""Minh Tuan Duc Quang Hung Bao Thanh"""),
        _w("""Nguyen Tran Pham Hoang Vu Dang Bui Ngo Duong Truong"""),
    ),
    "west_african": (
        _w("""Amara Chiamaka Ngozi Adaeze Folake Yetunde Abena Akosua Efua Fatoumata
        Aminata Mariama Funmilayo Blessing Comfort Adwoa"""),
        _w("""Chidi Emeka Chukwuemeka Obinna Oluwaseun Babatunde Kwame Kofi Kwabena
        Yaw Mamadou Ousmane Abdoulaye Tunde Femi Kwesi"""),
        _w("""Okafor Okonkwo Adeyemi Adebayo Oyelaran Nwosu Eze Obi Chukwu Afolabi
        Ogunleye Balogun Mensah Asante Owusu Boateng Agyeman Osei Appiah Kamara
        Sesay Diallo Traore Toure Olawale Nwachukwu Acheampong"""),
    ),
    "east_african": (
        _w("""Wanjiru Nyambura Thandiwe Nomvula Zanele Halima Rudo Chipo"""),
        _w("""Tendai Tafadzwa Sipho Themba Mandla Juma Otieno Kamau Farai"""),
        _w("""Ndlovu Dlamini Mokoena Nkosi Moyo Mutasa Chikwanha Mwangi Wanjiku Kariuki
        Odhiambo Achieng Mutua Banda Phiri"""),
    ),
    "arabic": (
        _w("""Fatima Aisha Layla Noor Yasmin Samira Leila Zahra Maryam Rania Dalia
        Hana Shirin Parisa Elif Zeynep Ayse Amal Huda"""),
        _w("""Mohammed Ahmed Omar Khalid Yusuf Hassan Ibrahim Karim Samir Tarek Reza
        Dariush Kian Mehmet Emre Murat Kemal Faisal Walid"""),
        _w("""Haddad Khoury Nasser Saleh Mansour Farouk Aziz Hamdan Awad Karimi
        Hosseini Rostami Tehrani Yilmaz Demir Sahin Celik Aydin Ozturk Arslan
        Al-Hashimi Abdel-Rahman El-Amin Ahmadi Darwish"""),
    ),
    "hispanic": (
        _w("""Maria Carmen Lucia Rosa Guadalupe Marisol Alejandra Gabriela Valentina
        Ximena Ines Beatriz Yolanda Esperanza Consuelo Araceli Rosario Elena"""),
        _w("""Jose Carlos Luis Miguel Javier Alejandro Diego Rafael Eduardo Jesus
        Fernando Ricardo Hector Ramon Arturo Manuel Ernesto"""),
        _w("""Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez
        Torres Flores Rivera Gomez Diaz Reyes Morales Ortiz Gutierrez Castillo
        Mendoza Vargas Romero Cruz Aguilar Medina Salazar de_la_Cruz Villanueva"""),
    ),
    "filipino": (
        _w("""Maricel Rowena Lourdes Analyn Jocelyn Rosalie"""),
        _w("""Rolando Danilo Romeo Arnel Jericho Efren"""),
        _w("""Santos Reyes Bautista Dela_Rosa Mendoza Aquino Villanueva Manalo Garcia
        Ocampo Pascual"""),
    ),
    "italian_port": (
        _w("""Giulia Francesca Chiara Alessandra Rosaria Conceicao Graziella Lucia
        Antonella Fernanda Paola Teresa"""),
        _w("""Joao Tiago Giuseppe Marco Luca Giovanni Salvatore Antonio Enzo Paolo
        Vittorio Rui Nuno"""),
        _w("""Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco
        Bruno Gallo Conti DeLuca Mancini Lombardi Moretti Barbieri Fontana Caruso
        Santos Ferreira Pereira Oliveira Costa Carvalho Almeida Sousa da_Silva
        de_Souza"""),
    ),
    "east_european": (
        _w("""Agnieszka Katarzyna Malgorzata Ewa Magdalena Olena Oksana Natalia
        Svetlana Irina Daria Milena Jelena Ivana Zofia Marta Dorota"""),
        _w("""Piotr Tomasz Krzysztof Marek Pawel Andrzej Oleksandr Dmytro Sergei
        Vladimir Nikolai Dragan Bogdan Stefan Lukas Jakub Mariusz"""),
        _w("""Nowak Kowalski Wisniewski Wojcik Kowalczyk Kaminski Lewandowski Zielinski
        Szymanski Kozlowski Jankowski Mazur Kwiatkowski Shevchenko Kovalenko
        Bondarenko Tkachenko Melnyk Petrov Ivanov Smirnov Volkov Popescu Ionescu
        Horvath Novak Dvorak Jovanovic Petrovic Nikolic Kowal"""),
    ),
    "greek": (
        _w("""Eleni Dimitra Sofia Katerina Despina Vasiliki Angeliki Chrysoula"""),
        _w("""Dimitrios Nikos Giorgos Konstantinos Yiannis Spiros Vasilis Christos"""),
        _w("""Papadopoulos Georgiou Christodoulou Nikolaidis Konstantinou Andreou
        Dimitriou Vlachos Karagiannis Economou Pappas Stavrou"""),
    ),
    "maori": (
        _w("""Aroha Mere Huia Ngaio Kiri Moana Anahera Hine Marama Ngaire Awhina"""),
        _w("""Wiremu Hemi Tane Rawiri Tamati Nikau Manaia Hone Matiu Pita Tipene"""),
        _w("""Ngata Parata Tawhiri Horomona Te_Rangi Tipene Waaka Rewiti Tamihana
        Paewai Te_Whata Ruawai Hohaia Pomare Kereama"""),
    ),
    "pacific": (
        _w("""Losa Mele Sina Talia Seini Lusia Ana_Maria Salote"""),
        _w("""Sione Tevita Semisi Ioane Viliami Sefo Tavita"""),
        _w("""Faleolo Tuilagi Fonoti Leota Taufa Vaipulu Fifita Havili Tuipulotu
        Aumua Fuimaono"""),
    ),
    "french": (
        _w("""Amelie Celine Margaux Sylvie Genevieve Helene Isabelle Nathalie Manon
        Josee Chantal Lise Monique Francine"""),
        _w("""Jean-Pierre Luc Thierry Mathieu Etienne Rejean Sylvain Gilles Yves
        Marc-Andre Benoit"""),
        _w("""Dubois Lefebvre Moreau Laurent Girard Bonnet Fournier Rousseau Gagnon
        Tremblay Bouchard Cote Gauthier Morin Lavoie Fortin Pelletier Bergeron
        Leblanc Cloutier Thibodeau Lachance Beaulieu Ouellette Paquette"""),
    ),
    "germanic": (
        _w("""Ingrid Astrid Freya Sigrid Liesel Heike Birgit Anneliese Greta Annika"""),
        _w("""Lars Anders Nils Henrik Klaus Jurgen Wolfgang Dieter Pieter Johan"""),
        _w("""Schmidt Schneider Fischer Weber Meyer Hoffmann Schulz Koch Richter
        Neumann Schwarz Zimmermann Lindqvist Johansson Nilsson Eriksson Larsen Hansen
        Pedersen Andersen Jensen Nielsen Virtanen Korhonen van_der_Berg van_Rooyen
        de_Vries Bakker Visser"""),
    ),
    "jewish": (
        _w("""Miriam Rivka Esther Tova Shoshana Ruth Leah Devorah"""),
        _w("""Avi Moshe Eli Yosef Ari Menachem Shlomo Daniel"""),
        _w("""Cohen Levy Friedman Katz Goldberg Rosenthal Shapiro Weiss Ben-David
        Feldman Kaplan Adler"""),
    ),
    "afam": (
        _w("""Tiffany Brittany Kayla Jasmine Latoya Keisha Tamika Shanice Ebony
        Aaliyah Monique Tanisha Lakeisha Denise"""),
        _w("""Tyrone DeShawn Marcus Jamal Darnell Dwayne Leroy Terrell Reginald
        Andre Cedric Darius Lamar Rashad"""),
        _w("""Jefferson Robinson Coleman Brooks Bryant Simmons Jackson Freeman
        Washburn Pryor Gaines Holloway McDaniel Wiggins Mosley Dorsey"""),
    ),
}

LOCALE_ORIGINS = {
    "US": {"anglo": 38, "afam": 13, "hispanic": 15, "south_asian": 5, "chinese": 4,
           "korean": 2, "vietnamese": 2, "irish": 4, "italian_port": 4,
           "east_european": 3, "jewish": 3, "arabic": 2, "west_african": 2,
           "germanic": 2, "filipino": 2},
    "UK": {"anglo": 52, "irish": 5, "south_asian": 14, "chinese": 3,
           "west_african": 5, "east_african": 3, "east_european": 6, "arabic": 4,
           "greek": 2, "italian_port": 3, "afam": 0, "filipino": 2, "germanic": 1},
    "CA": {"anglo": 34, "french": 18, "chinese": 8, "south_asian": 10, "irish": 5,
           "italian_port": 4, "east_european": 5, "filipino": 4, "arabic": 3,
           "korean": 2, "vietnamese": 2, "germanic": 2, "jewish": 2, "hispanic": 1},
    "AU": {"anglo": 45, "irish": 6, "chinese": 7, "vietnamese": 4, "greek": 5,
           "italian_port": 6, "south_asian": 7, "pacific": 2, "arabic": 3,
           "east_european": 3, "korean": 2, "filipino": 2, "germanic": 2},
    "IE": {"irish": 62, "anglo": 12, "east_european": 10, "south_asian": 4,
           "west_african": 4, "chinese": 2, "filipino": 3, "italian_port": 2, "arabic": 1},
    "NZ": {"anglo": 44, "maori": 16, "pacific": 9, "chinese": 6, "south_asian": 7,
           "korean": 3, "irish": 4, "germanic": 3, "filipino": 3, "east_african": 1,
           "italian_port": 1, "arabic": 1, "japanese": 2},
}

NICK = {
    "Margaret": "Maggie", "Patricia": "Trish", "Elizabeth": "Liz",
    "Catherine": "Kate", "Kathleen": "Kath", "Rebecca": "Becky",
    "Deborah": "Debbie", "Josephine": "Jo", "Dorothy": "Dot",
    "Christopher": "Chris", "Robert": "Bob", "Richard": "Rick",
    "Anthony": "Tony", "Michael": "Mick", "Kenneth": "Ken", "Raymond": "Ray",
    "Terence": "Terry", "Frederick": "Fred", "Reginald": "Reg", "Leonard": "Len",
    "Timothy": "Tim", "Stanley": "Stan", "Gerald": "Gerry", "Padraig": "Paddy",
    "Seamus": "Shay", "Oluwaseun": "Seun", "Chukwuemeka": "Emeka",
    "Konstantinos": "Kostas", "Dimitrios": "Jim", "Alejandro": "Alex",
    "Giuseppe": "Joe", "Salvatore": "Sal", "Thomas": "Tom", "Jonathan": "Jon",
    "Matthew": "Matt", "Bernadette": "Bernie", "Veronica": "Ronnie",
    "Philippa": "Pippa", "Rosemary": "Rosie", "Jacqueline": "Jackie",
    "Gillian": "Jill", "Valerie": "Val", "Beverley": "Bev", "Francesca": "Frankie",
    "Gerard": "Ger", "Micheal": "Mick", "Wiremu": "Bill", "Rawiri": "Dave",
    "Jennifer": "Jen", "Barbara": "Barb", "Stephen": "Steve", "Andrew": "Andy",
    "Douglas": "Doug", "Philomena": "Phil", "Noreen": "Nora",
}
