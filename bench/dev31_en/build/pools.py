"""Invented name and place pools for dev31_en (all written for this set)."""

FEMALE = """Amelia Olivia Isla Ava Mia Grace Sophie Chloe Ella Lily Freya Evie Ruby Harper Zara Aisha Fatima
Maryam Hana Yasmin Priya Ananya Kavya Meera Lakshmi Divya Sneha Pooja Nandini Ishita Saanvi Aanya Riya Shreya
Deepika Mei Xinyi Yuki Haruka Sakura Min-ji Seo-yeon Ji-woo Linh Thao Mai Ngoc Siobhan Aoife Niamh Ciara Orla
Roisin Saoirse Caoimhe Aroha Mere Ngaire Kiri Anahera Moana Talia Leilani Maria Lucia Sofia Valentina Camila
Gabriela Ximena Ana Beatriz Ines Joana Mariana Adaeze Chiamaka Ngozi Amara Folake Yetunde Abena Akosua Ama Nia
Imani Zainab Halima Amina Hodan Ayan Fartun Svetlana Olga Katarzyna Agnieszka Zofia Marta Ewa Ioana Elena Daria
Irina Emily Hannah Jessica Madison Brianna Kayla Destiny Jasmine Tiana Keisha Shanice Latoya Rebecca Rachel
Sarah Leah Naomi Miriam Esther Tova Charlotte Matilda Poppy Imogen Harriet Eleanor Florence Willow Phoebe Bethany
Kirsty Shannon Courtney Jade Chantelle Gemma Leanne Stacey Megan Caitlin Brooke Tegan Jacinta Kylie Mackenzie
Avery Riley Quinn Paisley Everly Nevaeh Aaliyah Layla Noor Leila Samira Rania Dina Farah Shirin Parisa Nasrin
Anjali Harpreet Simran Gurleen Manpreet Jaspreet Ayesha Sana Mahnoor Iqra Bushra Tamsin Morwenna Eilidh Kirstie
Catriona Isobel Marguerite Genevieve Chantal Josée Amélie Élodie Renata Paloma Luana""".split()

MALE = """Oliver Jack Harry Noah Leo Oscar Charlie Archie Theo Freddie Arthur Alfie George Henry Finn Liam Ethan
Mason Logan Lucas Elijah Jayden Jaxon Carter Hudson Wyatt Brayden Tyrone DeShawn Marquis Jamal Darnell Malik
Andre Terrell Kwame Kofi Yaw Chinedu Emeka Obinna Tunde Segun Oluwaseun Femi Abdi Mohamed Ahmed Omar Yusuf
Ibrahim Hamza Bilal Zain Ayaan Arjun Vihaan Aarav Reyansh Rohan Rahul Vikram Sanjay Suresh Rajesh Karthik Venkat
Harish Manoj Gurpreet Harjit Amarjit Baljit Wei Jun Hao Hiroshi Kenji Takumi Haruto Min-jun Seo-jun Do-hyun Minh
Tuan Quang Duc Cian Oisin Tadhg Darragh Cillian Eoin Ruairi Padraig Seamus Conor Niall Fionn Tane Nikau Wiremu
Rawiri Tamati Manaia Sione Viliami Tevita Mateo Santiago Diego Alejandro Javier Joaquin Thiago Rafael Joao Tiago
Pedro Luca Marco Giovanni Matteo Piotr Jakub Tomasz Kacper Andrei Mihai Dmitri Nikolai Ivan Bogdan Cameron Angus
Callum Ewan Hamish Rory Lachlan Cooper Jett Bodhi Kai Jonah Eli Asher Ezra Levi Samuel Benjamin Daniel Nathan
Aaron Isaac Caleb Dylan Tyler Brandon Kyle Austin Connor Declan Ronan Killian Emmett Jasper Felix Hugo Louis
Étienne Mathieu Gabriel Olivier Jean-Luc Amir Reza Dariush Kian Arash""".split()

SURNAMES = """Abernethy Achebe Adeyemi Agarwal Ahn Aldana Alvarez Amadi Anand Andersen Appiah Araujo Arora Asante
Ashworth Atkinson Ayodele Bae Baird Balakrishnan Banerjee Barrow Bautista Beaumont Bekele Bell Benavides Bhatt
Bianchi Birch Blackwood Bondarenko Bose Boyle Bradshaw Brennan Brooks Buckley Byrne Cahill Calloway Campbell
Cardenas Carmody Castillo Chadha Chakraborty Chan Chaudhry Chen Cheng Chopra Chowdhury Clancy Coates Colquhoun
Connolly Cortez Costa Crowley Cunningham Dabrowski Dalal Daly Das Davenport Delacroix Desai Devlin Dhillon Diallo
Dimitrov Doherty Donnelly Dubois Duffy Dunleavy Durand Edwards Egan Ekwueme Ellison Emery Esposito Farouk
Farrell Fernandes Ferreira Finch Fitzgerald Flanagan Fonoti Forde Fraser Fujita Gallagher Ganguly Garcia Garza
Gill Goh Gonzaga Gopal Gormley Greaves Grewal Guerrero Gupta Hadley Halloran Hamid Hanlon Harada Hardcastle
Hargreaves Hassan Hayashi Healy Hegarty Henare Hennessy Herrera Hewitt Hinds Ho Holloway Horvath Hughes Humphreys
Hussain Ibekwe Iyer Jablonski Jain Janssen Jaramillo Joshi Juarez Kapoor Karimi Kaur Kavanagh Kealoha Keane
Kelleher Khalil Khan Kiernan Kim Kinsella Kowalczyk Krishnan Kumar Lachance Lafleur Lam Langford Larkin Lavoie
Le Leclerc Lennox Lim Lindqvist Liu Lopez Lowry MacAulay MacLeod Madden Mahlangu Maguire Malhotra Mansour Martel
Matagi Mbeki McAllister McCarthy McDermott McGrath McKenna Mehta Mendoza Menon Moffat Molloy Moreau Morrissey
Mukherjee Murphy Nakamura Nair Nasser Navarro Ngata Nguyen Nolan Novak Nowak Nunes Obi O'Brien O'Connell
Odhiambo O'Donnell Ogunleye Okafor Okonkwo O'Leary Oliveira O'Neill Ortega Osei Owusu Pandey Papadopoulos Park
Parekh Parata Patel Pereira Petrov Pham Phiri Pillai Pinto Popescu Prasad Quigley Quinlan Rahman Ramirez Rao
Rasmussen Reddy Regan Reyes Rhodes Rivera Rocha Romero Rossi Ruiz Sadeghi Saini Salazar Sandhu Santos Sato
Schmidt Sen Sethi Shah Shapiro Sharma Sheehan Shrestha Silva Singh Sinha Smyth Sokolov Soto Srinivasan Stewart
Suzuki Sweeney Tahir Takahashi Tan Tanaka Taufa Te Whare Thakur Thompson Tiwari Toala Tran Trivedi Tuilagi Tupou
Uddin Upadhyay Vaillancourt Valdez Varga Vasquez Venkatesan Verma Vo Wainwright Walsh Wang Whelan Whitaker
Wiremu Wojcik Wong Wu Yadav Yamamoto Yang Yeo Yilmaz Yoon Zhang Zhou Zielinski Abbott Barnes Carrington Dawson
Ellsworth Fairweather Garrity Hollis Ingram Jeffries Kershaw Lockhart Mayhew Northcott Oakley Pemberton Radcliffe
Sutcliffe Thornbury Underhill Vickers Winslow Yardley Prendergast Quaid Rennick Stroud Tennant Upton""".split()
# "Te Whare" splits into two tokens above; merge compound surnames
_s = []
_i = 0
while _i < len(SURNAMES):
    if SURNAMES[_i] == "Te":
        _s.append("Te " + SURNAMES[_i + 1]); _i += 2
    else:
        _s.append(SURNAMES[_i]); _i += 1
SURNAMES = _s

TOWN_A = "Ash Bram Cole Dun Elm Fern Glen Hart Kil Lark Mill Nor Oak Pen Ridge Stan Thorn Wil Wyn Brack Cal Hol Kes Mar Sal Tarn Wes Bel Cor Dray".split()
TOWN_B = "ford ton bury field wick dale mere brook haven stead worth ley more vale port by combe hurst well minster".split()
IN_A = "Sri Nava Chandra Vela Rama Sura Kana Madhu Hari Shanti Devi Ganga Kamal Amra Indra".split()
IN_B = "pur nagar abad palli puram gaon wadi kota halli ganj".split()
NZ_MAORI = "Te Awaroa|Rangimarie|Waiorongo|Kahurangi|Ōtaraua|Pukehinau|Whakarongo|Aramoana Heights|Kōtukutuku|Taiharuru".split("|")

STREET_A = """Elm Oak Birch Maple Willow Chestnut Rowan Hawthorn Cedar Juniper Poplar Alder Linden Sycamore Laurel
Heather Foxglove Primrose Kingfisher Heron Wren Lapwing Meadow Orchard Quarry Mill Church Station Harbour
Riverside Brook Hillcrest Fairview Highfield Ashgrove Beacon Bramble Clover Dovecote Ferncliffe Garnet Hazel
Kestrel Lantern Marlow Nettle Osprey Pebble Quayside Saddler Tanner Tidewater Weaver Yarrow""".split()
STREET_US = "Street|Avenue|Road|Lane|Drive|Court|Boulevard|Place|Way|Terrace|Circle".split("|")
STREET_UK = "Road|Street|Lane|Close|Crescent|Avenue|Drive|Gardens|Way|Grove|Terrace|Mews|Row".split("|")

TREES = "Willow Rowan Maple Juniper Acacia Kowhai Magnolia Cedar Hazel Holly Bluebell Primrose Jasmine Lavender Sunflower Daisy Iris Poppy Tui Kereru Wattle Banksia Lotus Marigold Tulsi".split()
SAINTS = "Brigid Columba Aidan Winifred Bartholomew Hilda Cuthbert Finbarr Agnes Monica Jude Anselm Oswin Dymphna Clare Ita".split()

PROF = """bus driver|teaching assistant|electrician|nurse|care worker|warehouse operative|software developer|
chef|hairdresser|retail assistant|police officer|plumber|accountant|taxi driver|farmer|dairy farmer|cleaner|
barista|civil engineer|dental nurse|pharmacist|primary school teacher|lorry driver|scaffolder|receptionist|
delivery driver|bank clerk|shop manager|call-centre agent|security guard|construction labourer|forklift driver|
librarian|social worker|postal worker|mechanic|carpenter|graphic designer|army reservist|fisherman|
childminder|tiler|baker|firefighter|paramedic|pharmacy technician|lab technician|journalist|IT support technician|
solicitor|kitchen porter|supermarket cashier|vineyard worker|shearer|auto-rickshaw driver|tailor|textile worker|
software tester|garment worker|courier|data analyst|sales representative|dog groomer|gardener""".replace("\n", "").split("|")

TEEN_JOBS = "barista|lifeguard|shelf stacker|waitress|waiter|kitchen hand|paper round deliverer|checkout operator|dog walker|babysitter|swim instructor|fast-food crew member".split("|")

EMP_B = "Logistics|Freight|Bakery|Dairy Co-op|Builders|Engineering Ltd|Foods|Plastics|Print Works|Motors|Textiles|Packaging|Haulage|Joinery|Landscaping|Data Services|Hardware|Garden Centre".split("|")
