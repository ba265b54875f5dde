"""Invented value pools for dev129_en. Real state/province and country names only."""

def _s(text):
    return [w.strip() for w in text.split("|") if w.strip()]

# ---------------------------------------------------------------- given names
GIVEN = {
    "anglo_f": _s("Hope|Faith|Grace|Joy|Rose|Dawn|Summer|Autumn|Penny|Ruby|Amber|Holly|Ivy|Daisy|Violet|"
                  "Margaret|Eileen|Sharon|Deborah|Tracey|Kelly|Megan|Chloe|Hannah|Bethany|Gemma|Lauren|"
                  "Shirley|Brenda|Carol|Judith|Pauline|Wendy|Abigail|Madison|Brittany|Kayla|Destiny|"
                  "Heather|April|June|Crystal|Misty|Star|Willow|Harper|Lacey|Paige|Robin|Wren|Pearl"),
    "anglo_m": _s("Will|Bill|Mark|Jack|Frank|Art|Rusty|Buck|Guy|Jay|Hunter|Chase|Wade|Dean|Lance|Miles|"
                  "Gary|Keith|Darren|Wayne|Stuart|Graham|Nigel|Trevor|Callum|Ryan|Tyler|Cody|Dustin|"
                  "Brandon|Travis|Clay|Grant|Heath|Cliff|Forrest|Sonny|Ray|Glen|Craig|Owen|Rhys|"
                  "Gareth|Declan|Angus|Hamish|Ewan|Bryce|Colby|Reid"),
    "indian_f": _s("Priya|Anjali|Lakshmi|Deepa|Sunita|Kavya|Meenakshi|Harpreet|Ayesha|Sneha|Pooja|Lovely|"
                   "Pinky|Asha|Kiran|Usha|Jyoti|Nandini|Bhavna|Tanvi|Sowmya|Revathi|Shalini|Farzana|"
                   "Gurleen|Ishita|Madhuri|Parvathy|Rukmini|Sarita|Vaishnavi|Yamini|Zainab|Chitra|"
                   "Divya|Geetha|Hema|Leela|Malini|Nirmala|Padma|Radhika|Savitri|Swati|Uma|Aarti"),
    "indian_m": _s("Rahul|Sandeep|Venkatesh|Arjun|Rajesh|Mohammed|Farhan|Vikram|Anil|Sunny|Bunty|Ravi|"
                   "Akash|Siddharth|Ishaan|Karthik|Gurpreet|Harish|Imtiaz|Jagdish|Kunal|Mahesh|"
                   "Naveen|Omkar|Prakash|Raghav|Santosh|Tushar|Vinod|Yusuf|Abhishek|Bharat|Chetan|"
                   "Dinesh|Ganesh|Hari|Manoj|Nikhil|Pradeep|Sanjay|Suresh|Tejas|Umesh|Vijay"),
    "filipino_f": _s("Maria Luisa|Ma. Cristina|Rhea|Jenny|Mary Grace|Precious|Princess|Lovely|Honey|"
                     "Cherry|Angel|Joy|Rowena|Marites|Kristine|Mylene|Aileen|Cecilia|Concepcion|"
                     "Erlinda|Tala|Dalisay|Ligaya|Maricel|Jocelyn|Lorna|Divina|Charmaine|Rosario|"
                     "Analyn|Jhoanna|Lyka|Mae|Ma. Theresa|Girlie|Baby|Nenita|Perla|Remedios|Leonora"),
    "filipino_m": _s("Jose|Juan Miguel|Jhun|Bong|Rodel|Arnel|Jerome|Rogelio|Teodoro|Nestor|Dindo|"
                     "Jun-Jun|Ramil|Reynaldo|Efren|Ronaldo|Mark Anthony|John Paul|Renato|Wilfredo|"
                     "Ariel|Dante|Edgardo|Ferdinand|Jomar|Jayson|Kenneth|Lito|Manny|Noel|Paolo|"
                     "Romeo|Virgilio|Boyet|Totoy|Randy|Alvin|Benjie|Carlo|Gilbert"),
    "other_f": _s("Guadalupe|Ana Lucía|Xiomara|Adaeze|Chiamaka|Abena|Li Na|Mei|Nguyen Thi Lan|Zofia|"
                  "Agnieszka|Hodan|Fadumo|Ji-woo|Nadia|Siobhan|Niamh|Morag|Yesenia|Olga|Eleni|"
                  "Fatima|Amara|Keisha|Imani|Beatriz|Svetlana|Aoife|Tuyet|Hui Min"),
    "other_m": _s("Jesús|Alejandro|Chinedu|Emeka|Kwame|Kofi|Wei|Jian|Tomasz|Piotr|Omar|Yusuf|Abdi|"
                  "Min-jun|Imran|Sean|Cormac|Lachlan|Dmitri|Nikos|Mateo|Thiago|Oluwaseun|Tariq|"
                  "Bao|Hamza|Andrzej|Giorgos|Efosa|Duc"),
}

FAMILY_NAMES = {
    "anglo": _s("Smith|Baker|Cook|Brown|Green|White|Young|Hill|Wood|Stone|Fox|Bird|Lamb|Church|King|"
                "Rich|Little|Long|Short|Moody|Sharp|Goodman|Bishop|Parsons|Carter|Hughes|Fletcher|"
                "Thatcher|Marsh|Holloway|Pickering|Ashworth|Whitlock|Dunmore|Fairweather|Blackwood|"
                "Hargreaves|Kettleby|Lowe|Pruitt|Whitaker|Sutton|Brewer|Mercer|Sayer|Hollis|Winter|"
                "Frost|Cross|Bell|Ward|Banks|Waters|Price|Cash|Love|Swift|Armstrong|Rowntree"),
    "indian": _s("Sharma|Iyer|Nair|Reddy|Gupta|Menon|Pillai|Das|Banerjee|Chatterjee|Khan|Qureshi|"
                 "Singh|Kaur|Patil|Deshpande|Kulkarni|Joshi|Rao|Naidu|Mehta|Shah|Desai|Fernandes|"
                 "D'Souza|Dsouza|Gowda|Hegde|Bhat|Mishra|Tiwari|Yadav|Chauhan|Bose|Mukherjee|Thomas|"
                 "Varghese|Kurian|Abraham|Jacob|Venkataraman|Subramanian|Krishnamurthy|Ansari|"
                 "Siddiqui|Gill|Sandhu|Bhattacharya|Raghunathan|Shetty|Kamath|Prabhu|Agarwal|Jain"),
    "filipino": _s("Santos|Reyes|Cruz|Bautista|Ocampo|Garcia|Mendoza|Dela Cruz|De Leon|Villanueva|"
                   "Manalo|Castillo|Dizon|Pascual|Soriano|Salvador|Tolentino|Macaraeg|Dimaculangan|"
                   "Panganiban|Sison|Yap|Tan|Lim|Sy|Co|Go|Bacani|Cabrera|Dumalagan|Espiritu|Fajardo|"
                   "Galang|Ilagan|Lacsamana|Magbanua|Navarro|Pangilinan|Quiambao|Rivera|Sarmiento|"
                   "Tuazon|Umali|Velasco|Zamora|Agbayani|Buenaventura|Carandang|Delos Santos"),
    "other": _s("Hernández|Ruiz|Morales|Okafor|Eze|Mensah|Asante|Zhang|Chen|Nguyen|Tran|Nowak|"
                "Kowalski|Haddad|Warsame|Farah|Park|Kim|Hussain|Akhtar|O'Connor|MacLeod|Evans|"
                "Papadopoulos|Ivanova|Adeyemi|Okonkwo|Mahmoud|Petrov|Oyelaran|Santiago|Vargas|"
                "Quispe|Abdullah|Begum|Rahman|Lindqvist|Moreau|Rossi"),
}

ORIGINS = {
    "US": [("anglo", 5), ("other", 3), ("indian", 1), ("filipino", 1)],
    "UK": [("anglo", 5), ("indian", 2), ("other", 3)],
    "IN": [("indian", 10)],
    "PH": [("filipino", 10)],
}

NICKS = {
    "Will": "Willie", "Bill": "Billy", "Margaret": "Maggie", "Deborah": "Debbie", "Judith": "Judy",
    "Abigail": "Abby", "Mark": "Marky", "Frank": "Frankie", "Gary": "Gaz", "Trevor": "Trev",
    "Rahul": "Rahu", "Rajesh": "Raju", "Venkatesh": "Venky", "Lakshmi": "Lakshmi-amma",
    "Priya": "Pri", "Siddharth": "Sid", "Mohammed": "Mo", "Santosh": "Santu", "Karthik": "Kartz",
    "Maria Luisa": "Malou", "Ma. Cristina": "Tintin", "Mary Grace": "Grace", "Jose": "Pepe",
    "Juan Miguel": "Migs", "Teodoro": "Teddy", "Rogelio": "Roger", "Concepcion": "Connie",
    "Erlinda": "Linda", "Reynaldo": "Rey", "Ronaldo": "Onad", "Ma. Theresa": "Tess",
    "Wilfredo": "Willy", "Virgilio": "Gilbert", "Mark Anthony": "MA", "John Paul": "JP",
    "Alejandro": "Alex", "Guadalupe": "Lupe", "Oluwaseun": "Seun", "Chiamaka": "Amaka",
}
GENERIC_NICKS = {
    "anglo": _s("Buddy|Junior|Kiddo|Sis|Bubbles|Red|Sunshine|Tiny|Skip|Dolly"),
    "indian": _s("Bunty|Guddu|Munna|Chinnu|Pappu|Sweety|Babloo|Chintu|Gudiya|Raju"),
    "filipino": _s("Baby|Nene|Toto|Dodong|Inday|Bunso|Jun|Ging|Nonoy|Dading"),
    "other": _s("Lulu|Mimi|Junior|Bebe|Kiki|Nana|Lolo|Sasha"),
}

# ---------------------------------------------------------------- places
CITIES = {
    "US": _s("Cedar Hollow|Marlow Springs|Port Alder|New Ashby|East Kettering|Willow Bend|"
             "Fairhaven Junction|Brookmere|Oak Ridge Falls|Grayson City|Harlan Creek|Millbrook Heights|"
             "Pine Lake|Redstone|Silver Fork|South Wexford|Tallow Point|Union Gap Village|Westbury Park|"
             "Ellison|Clearview|Dunmore Flats|Hollister Bay|Kingsford|Laurel Vale|Maple Crossing"),
    "UK": _s("Ashcombe|Little Harwick|Kingsbridge Moor|Thornley Vale|Wexcombe|Bramhall Cross|"
             "Haverleigh|Market Dunstow|Eastmoor|Cresswick|Holmfirth Bridge|Penwarren|Glenarrow|"
             "Stowbridge|Oakenfield|Ravensby|Upper Tadley|Saltmarsh|Lydford Green|Ashby Lacey|"
             "Northope|Wendlebury Hill|Carrowmore|Brackendale"),
    "IN": _s("Ravipuram|Sundarnagar|Kotagiri Nagar|Devanhalli East|Shantipur|Chandrapur Kalan|"
             "Madhavgarh|Nayapalli|Vellanad|Rampur Khurd|Anandwadi|Kesavapuram|Mulund Gaon|"
             "Hiranagar|Sitapur Road|Tiruvallam|Gokulpeth|Bhavanipatna East|Ambalmukku|"
             "Krishnarajapura|Lakshmipuram|Panchavati Nagar"),
    "PH": _s("San Isidro del Monte|Santa Rosa Heights|Bagong Silang|San Roque|Malabanan|"
             "Poblacion Norte|Talisay Bay|Sto. Niño|Calumpang|Dasmariñas Norte|Maharlika|"
             "San Vicente Ferrer|Balagtas Grande|Tanauan Oeste|Binangonan Hills|Pulong Buhangin|"
             "Mabini Viejo|Lucena Este|Marikit|San Pedro Apostol"),
}
STATES = {
    "US": [("Ohio", "OH"), ("Texas", "TX"), ("California", "CA"), ("Florida", "FL"), ("Georgia", "GA"),
           ("New York", "NY"), ("Illinois", "IL"), ("Michigan", "MI"), ("Arizona", "AZ"),
           ("Washington", "WA"), ("Oregon", "OR"), ("New Jersey", "NJ"), ("Virginia", "VA"),
           ("Minnesota", "MN"), ("Tennessee", "TN"), ("Massachusetts", "MA"), ("Colorado", "CO"),
           ("North Carolina", "NC"), ("Wisconsin", "WI"), ("Kentucky", "KY")],
    # UK: invented county names; the guideline files counties under CITY (see Ctx.state)
    "UK": [("Westmereshire", None), ("North Carrick", None), ("Harwickshire", None), ("East Penwarren", None),
           ("Dunstowshire", None), ("Ravensdale", None), ("Upper Wendle", None), ("Carrowmore Vale", None)],
    "IN": [("Maharashtra", "MH"), ("Karnataka", "KA"), ("Tamil Nadu", "TN"), ("Kerala", "KL"),
           ("Gujarat", "GJ"), ("Punjab", "PB"), ("Telangana", "TS"), ("West Bengal", "WB"),
           ("Uttar Pradesh", "UP"), ("Odisha", "OD"), ("Rajasthan", "RJ"), ("Goa", "GA")],
    "PH": [("Laguna", None), ("Cavite", None), ("Cebu", None), ("Pampanga", None), ("Bulacan", None),
           ("Batangas", None), ("Iloilo", None), ("Davao del Sur", None), ("Pangasinan", None),
           ("Rizal", None), ("Negros Occidental", None), ("Quezon", None)],
}
COUNTRIES_ABROAD = _s("Portugal|Canada|Saudi Arabia|United Arab Emirates|Qatar|Singapore|Japan|"
                      "Australia|Ireland|Germany|Kenya|Nigeria|Mexico|Kuwait|Hong Kong|New Zealand|"
                      "Italy|Spain|Poland|Bangladesh|Pakistan|Sri Lanka|Nepal|Taiwan|South Korea")
COUNTRY_SELF = {"US": ["USA", "United States", "US"], "UK": ["UK", "United Kingdom", "England", "Scotland", "Wales"],
                "IN": ["India"], "PH": ["Philippines", "the Philippines"]}

STREET_ROOTS = _s("Elm|Oakwood|Sycamore|Larkspur|Hawthorn|Juniper|Kestrel|Mulberry|Quarry|Foxglove|"
                  "Chapel|Mill|Orchard|Bramble|Cedar|Linden|Wren|Heron|Beacon|Saddler|Tanner|Cooper|"
                  "Juniper Hill|Prospect|Vine|Ivy|Honeysuckle|Riverside|Ashgrove|Coldharbour|Meadow")
US_SUFFIX = _s("Street|St|Ave|Avenue|Road|Rd|Drive|Dr|Lane|Ln|Court|Ct|Blvd|Way|Terrace|Place")
UK_SUFFIX = _s("Road|Street|Lane|Close|Crescent|Gardens|Avenue|Terrace|Mews|Grove|Drive|Row")
IN_AREAS = _s("Vasant Layout|Gandhi Nagar Extn|Shivaji Colony|Nehru Park Road|Sai Baba Nagar|"
              "MG Cross Road|Tilak Chowk|Kamaraj Salai|Anna Street|Temple Road|Station Road|"
              "Ramanuja Layout|Vivekananda Marg|Patel Wadi|Old Market Lane")
IN_BUILDINGS = _s("Shanti Residency|Sai Krupa Apartments|Ganga Heights|Lotus Enclave|Om Sai Niwas|"
                  "Mangalam Towers|Annapurna Complex|Green Meadows CHS|Siddhi Vinayak Apts|Usha Kiran")
PH_STREETS = _s("Sampaguita|Narra|Molave|Ilang-Ilang|Kamagong|Mabini|Rizal|Bonifacio|Luna|Gumamela|"
                "Dama de Noche|Acacia|Mahogany|Kalachuchi|Magsaysay|Del Pilar|Aguinaldo|Katipunan")
PH_BRGY = _s("Maligaya|Masagana|Bagumbayan|San Antonio|Malinis|Bayanihan|Pag-asa|Mabuhay|Kapitolyo|"
             "Santo Cristo|Sampaloc|Tibagan|Dulong Bayan|Looban")

# ---------------------------------------------------------------- care sites
HOSP_US = _s("Mercy Ridge Medical Center|St. Brendan's Hospital|Harbor Point Community Hospital|"
             "Lakeview Regional Medical Center|Good Samaritan of Port Alder|Cedar Hollow General|"
             "Wexford Memorial Hospital|Valley Crest Health|St. Anselm Medical Center|"
             "Riverside Methodist of Kingsford|Brookmere University Hospital|Northfield Children's Hospital")
CLINIC_US = _s("Pinecrest Family Medicine|Clearwater Urgent Care|Valley Oak Pediatrics|"
               "Sunrise Internal Medicine|Bayside Women's Health|Maple Crossing Primary Care|"
               "Hollister Bay Dermatology|Kingsford Heart & Vascular|Redstone Walk-In Clinic|"
               "Tallow Point Community Health Center|Greenleaf OB/GYN|Silver Fork Orthopedics")
PHARM_US = _s("Corner Drug of Ellison|Bluebell Pharmacy|Grayson Apothecary|Main Street Rx|"
              "Harlan Creek Pharmacy|Westbury Drug Mart")
HOSP_UK = _s("Ashcombe Royal Infirmary|St Aldhelm's Hospital|Haverleigh General Hospital|"
             "Cresswick Community Hospital|Thornley Vale District Hospital|Royal Penwarren Hospital|"
             "St Columba's Hospice|Northope Royal Victoria Hospital|Market Dunstow Cottage Hospital")
CLINIC_UK = _s("Elm Park Surgery|Riverside Medical Practice|Wexcombe Health Centre|"
               "Bramhall Cross Surgery|The Orchard Practice|Oakenfield Group Practice|"
               "Lydford Green Medical Centre|Stowbridge Minor Injuries Unit|Saltmarsh Lane Surgery")
PHARM_UK = _s("Kingsway Pharmacy|Ravensby Chemist|Hollins & Webb Pharmacy|Eastmoor Late Night Pharmacy")
WARDS_UK = _s("Rowan Ward|Kestrel Ward|Nightingale Ward|Bluebell Ward|Harrier Ward|Primrose Ward|"
              "Cedar Ward|Larch Ward")
CAREHOME = _s("Willowmead Care Home|Ashgrove Lodge|Fernbank Nursing Home|Sunnyside Residential Home|"
              "The Laurels Care Centre")
HOSP_IN = _s("Sanjeevani Multispeciality Hospital|Arogya Nursing Home|Sri Venkateshwara Hospital|"
             "Dhanvantari Medical Centre|Jeevan Jyoti Hospital|Lotus Mother & Child Hospital|"
             "Kaveri Heart Institute|Sahyadri Care Hospital|Amrita Prasad Memorial Hospital|"
             "St. Philomena's Hospital Ravipuram|Shanti Niketan Hospital")
CLINIC_IN = _s("Shree Sai Clinic|Dr. Mehta's Diabetes Centre|Lifeline Diagnostics|Nirmal Eye Care|"
               "Sparsh Skin Clinic|Aarogyam Polyclinic|Kalpavriksha Dental Care|Sunrise Physiotherapy Centre|"
               "Ganesh Medicals|Om Pharmacy|Janata Medical Stores")
HOSP_PH = _s("San Roque Medical Center|Holy Rosary Hospital|Mother of Mercy General Hospital|"
             "Santa Rosa Heights Doctors Hospital|Our Lady of Caysasay Medical Center|"
             "Malabanan District Hospital|St. Jude Thaddeus Hospital|Talisay Bay Provincial Hospital|"
             "Bagong Silang Infirmary")
CLINIC_PH = _s("Bayanihan Health Center|Mabuhay Diagnostic Clinic|Sto. Niño Lying-in Clinic|"
               "Barangay Maligaya Health Station|Kalinga Family Clinic|Botika ni Aling Nena|"
               "Generika Plus Drugstore of San Roque|Dr. Tan Pediatric Clinic|Sampaguita Dental Clinic")
UNITS = _s("Kestrel Unit|Sunflower Unit|Harbor Wing|Birch Unit|Tulip Suite|Magnolia Unit|"
           "Seahorse Ward|Jasmine Ward|Lily Ward")

# ---------------------------------------------------------------- organisations
EMPLOYERS = {
    "US": _s("Bluestem Logistics|Carver & Loom Textiles|Northgate Public Schools|Ridgeway Foods Inc.|"
             "Tri-County Transit|Hollister Bay Marine|Oakline Construction|Pioneer Poultry Co.|"
             "Maple Crossing Middle School|Westbury Senior Living|Silverline Call Center|"
             "Granite State Freight|Kingsford County Library|Sunbelt Roofing LLC"),
    "UK": _s("Harwick Borough Council|Penwarren Bakeries Ltd|Eastmoor Academy|Stowbridge Bus Company|"
             "Kettleby & Sons Builders|Glenarrow Distillery|Wexcombe Primary School|Northope Royal Mail Depot|"
             "Brackendale Logistics|Ashby Lacey Garden Centre|Cresswick College"),
    "IN": _s("Tejas Infotech Pvt Ltd|Sri Lakshmi Textiles|Vaishnavi Constructions|Kaveri Cooperative Bank|"
             "Nayapalli Municipal School|Prakash Auto Components|Sunshine BPO Services|Anand Dairy Farms|"
             "Gokul Sweets|Madhav Logistics Pvt Ltd|Sahyadri Engineering College|Ravipuram Zilla Parishad"),
    "PH": _s("Pacific Star BPO Solutions|JBM Construction|Mabini Rice Mill|Bayside Shipping Corp.|"
             "San Roque Elementary School|Kalayaan Garments|Perlas Call Center Inc.|Talisay Fish Port|"
             "Sto. Niño Parish|Golden Harvest Agri Coop|Maharlika Security Agency|Luzon Bus Lines"),
}
SCHOOLS = _s("Marlow Springs High School|St. Bede's Primary|Little Harwick Infants School|"
             "Vidya Bharati Public School|Kendriya Vidyalaya Sundarnagar|San Isidro National High School|"
             "Holy Child Academy|Oak Ridge Elementary|Lakshmipuram Girls' School")
CHURCHES = _s("Grace Baptist Church|St. Mark's Parish|Iglesia ng Bayan ng San Roque|Holy Trinity Church|"
              "Ravipuram CSI Church|Bethel Assembly")
INSURERS = {
    "US": _s("Crestline Health Plan|Harborview Mutual|Sagebrush Health|Keystone Benefit Partners|"
             "Union Gap Medical Assurance|Pinnacle Care Alliance|Meridian Shield"),
    "UK": _s("Albion Private Health|Thistle Medical Cover|Wessex Health Assurance|Northstar Healthcare Plans"),
    "IN": _s("Suraksha Health Insurance|Arogya Kavach General|Niramaya Mediclaim|Bharat Raksha TPA|"
             "Jeevan Suraksha Assurance"),
    "PH": _s("Kalinga HMO|Mabuhay Health Partners|Pag-asa Medicard|Luzviminda Health Maintenance Inc."),
}

PROFESSIONS = {
    "US": _s("welder|school bus driver|warehouse picker|cashier|roofer|dental hygienist|line cook|"
             "truck driver|teacher|plumber|electrician|accountant|barista|security guard|librarian|"
             "mail carrier|carpenter|hairdresser|software developer|firefighter|farmhand|pastor"),
    "UK": _s("HGV driver|postman|teaching assistant|bricklayer|shop assistant|plasterer|chef|"
             "lorry driver|bus driver|solicitor|hairdresser|scaffolder|cleaner|barman|gardener|"
             "taxi driver|joiner|primary school teacher|accountant|farmer"),
    "IN": _s("auto-rickshaw driver|tailor|shopkeeper|software engineer|farmer|schoolteacher|"
             "bank clerk|security guard|electrician|construction worker|vegetable vendor|"
             "call centre agent|accountant|civil engineer|mason|domestic worker|lecturer|peon"),
    "PH": _s("jeepney driver|tricycle driver|call center agent|seafarer|domestic helper|fisherman|"
             "sari-sari store owner|construction worker|public school teacher|security guard|"
             "delivery rider|farmer|barangay tanod|welder|caregiver abroad|vendor|mechanic"),
}

TITLES_M = {"US": ["Mr.", "Mr"], "UK": ["Mr", "Mr."], "IN": ["Mr.", "Shri", "Mr"], "PH": ["Mr.", "Mang", "Kuya"]}
TITLES_F = {"US": ["Mrs.", "Ms.", "Ms"], "UK": ["Mrs", "Ms", "Miss"], "IN": ["Mrs.", "Smt.", "Ms."],
            "PH": ["Mrs.", "Ms.", "Aling", "Ate"]}

REL = {
    "US": _s("wife|husband|son|daughter|mom|dad|sister|brother|grandson|granddaughter|neighbor|"
             "boyfriend|girlfriend|roommate|stepdad|aunt|partner|friend"),
    "UK": _s("wife|husband|son|daughter|mum|dad|sister|brother|grandson|neighbour|partner|"
             "carer|mother-in-law|nan|friend"),
    "IN": _s("wife|husband|son|daughter|mother|father|mother-in-law|brother-in-law|sister|brother|"
             "cousin|uncle|neighbour|daughter-in-law"),
    "PH": _s("wife|husband|son|daughter|nanay|tatay|lola|lolo|tita|tito|ate|kuya|pamangkin|"
             "kumare|neighbor|cousin"),
}

# ---------------------------------------------------------------- negatives
DRUGS = _s("paracetamol|ibuprofen|amoxicillin|co-amoxiclav|cetirizine|salbutamol|atorvastatin|losartan|"
           "omeprazole|pantoprazole|levothyroxine|insulin glargine|sertraline|metoprolol|furosemide|"
           "prednisolone|azithromycin|montelukast|metformin|amlodipine|mefenamic acid|cefuroxime|"
           "lisinopril|gabapentin|naproxen|tramadol|loratadine|ondansetron|fluoxetine|warfarin|"
           "apixaban|clopidogrel|doxycycline|nitrofurantoin|ranitidine|domperidone|telmisartan|"
           "glimepiride|sitagliptin|budesonide|hydroxyzine|acetaminophen|albuterol|simvastatin|"
           "carbocisteine|ascorbic acid|ferrous sulfate|folic acid|vitamin D3|zinc sulfate")
DOSE_UNITS = _s("mg|mg|mg|mcg|ml|mL|units|g")
FREQS = _s("BD|BID|TDS|TID|OD|QID|PRN|q6h|q8h|nocte|once daily|twice a day|at bedtime|after meals|1-0-1|0-0-1")
SYMPTOMS = _s("fever|cough|rash|headache|dizziness|vomiting|loose motions|chest pain|shortness of breath|"
              "sore throat|body pain|back pain|diarrhea|diarrhoea|nausea|wheezing|itching|swelling|"
              "burning urination|palpitations|runny nose|LBM|joint pain|ear pain|toothache|fatigue|"
              "blurred vision|numbness|cramps|chills|heartburn|constipation|insomnia|tummy ache")
NAME_WORDS = [  # ordinary words that double as names; used unannotated in prose
    "will", "hope", "grace period", "mark", "bill", "joy", "rose", "faith", "brown", "green", "white",
    "frank", "art", "dawn", "ivy", "holly", "amber", "penny", "rusty", "jack", "chase",
    "baker's cyst", "lovely", "honey", "angel", "sunny", "precious", "cherry", "baby",
    "bishop", "cook", "stone", "fox", "long", "little", "young", "rich", "pearl", "violet", "robin",
]
DEPTS = _s("ICU|ED|ER|A&E|OPD|Cardiology|Radiology|Pharmacy|Physio|Ortho|Ob-Gyn|Pedia|Dermatology|"
           "Triage|Lab|X-ray|ENT|Casualty|Maternity|Dialysis")

# ---------------------------------------------------------------- generated extensions (deterministic)
_SAINTS = ["Brigid", "Agatha", "Luke", "Cuthbert", "Monica", "Raphael", "Hilda", "Vincent", "Clare", "Anselm"]
HOSP_US += [f"{c} {t}" for c, t in zip(CITIES["US"], ["Regional Medical Center", "Community Hospital",
            "Memorial Hospital", "General Hospital", "Medical Center", "Children's Hospital", "Behavioral Health",
            "Rehabilitation Hospital", "Veterans Clinic", "Regional Hospital", "Health System", "Surgical Hospital"])]
HOSP_US += [f"St. {s}'s {t}" for s, t in zip(_SAINTS, ["Hospital", "Medical Center", "Regional", "Hospital"])]
CLINIC_US += [f"{c} {t}" for c, t in zip(CITIES["US"][12:], ["Family Practice", "Urgent Care", "Pediatrics",
              "Women's Clinic", "Dialysis Center", "Free Clinic", "Sleep Center", "Eye Associates",
              "Foot & Ankle", "Allergy & Asthma"])]
HOSP_UK += [f"{c} {t}" for c, t in zip(CITIES["UK"][8:], ["General Hospital", "Community Hospital",
            "Royal Infirmary", "District General", "Hospice", "Memorial Hospital", "Cottage Hospital"])]
CLINIC_UK += [f"{c} {t}" for c, t in zip(CITIES["UK"][15:], ["Surgery", "Health Centre", "Medical Practice",
              "Family Practice", "Walk-in Centre", "Dental Practice", "Medical Centre"])]
HOSP_IN += [f"{n} {t}" for n, t in zip(["Sai Shraddha", "Navjeevan", "Sushrut", "Mangala", "Vatsalya", "Kamala",
            "Annapoorna", "Prerana", "Sankalp"], ["Hospital", "Nursing Home", "Maternity Home",
            "Multispeciality Hospital", "Children's Hospital", "Eye Hospital", "Hospital & Research Centre",
            "Ortho Hospital", "Cancer Centre"])]
CLINIC_IN = [f"{n} {t}" for n, t in zip(["Dhruv", "Arogya Mandir", "Sanjivani", "Swasthya", "Shubham", "Niramay"],
             ["Clinic", "Polyclinic", "Diagnostics", "Dental Clinic", "Physiotherapy", "Homeo Clinic"])] + CLINIC_IN
HOSP_PH += [f"{c} {t}" for c, t in zip(CITIES["PH"][9:], ["District Hospital", "Medical Center", "Doctors Hospital",
            "Community Hospital", "Provincial Hospital", "General Hospital", "Infirmary"])]
CLINIC_PH = [f"{c} {t}" for c, t in zip(CITIES["PH"][:6], ["Rural Health Unit", "Medical Clinic", "Lying-in Clinic",
             "Family Clinic", "Eye Center", "Birthing Home"])] + CLINIC_PH
for _k, _extra in (("US", ["Hollis Hardware Co.", "Whitlock Dental Group", "Pruitt Farms", "Mercer Auto Body"]),
                   ("UK", ["Ashworth & Hollis Solicitors", "Marsh Lane Garage", "Fairweather Care Services"]),
                   ("IN", ["Shetty Caterers", "Kamath Steel Traders", "Agarwal Textiles Pvt Ltd"]),
                   ("PH", ["Dizon Hardware", "Velasco Bakery", "Sarmiento Trucking Services"])):
    EMPLOYERS[_k] = EMPLOYERS[_k] + _extra
PHARM_IN = ["Ganesh Medicals", "Om Pharmacy", "Janata Medical Stores", "Shree Krishna Medicos", "Apna Chemist"]
PHARM_PH = ["Botika ni Aling Nena", "Generika Plus Drugstore of San Roque", "Farmacia Dalisay", "Botica San Vicente"]
CLINIC_IN = [x for x in CLINIC_IN if x not in PHARM_IN]
CLINIC_PH = [x for x in CLINIC_PH if x not in PHARM_PH]
HOSP_UK = [x for x in HOSP_UK if "Hospice" not in x]
CAREHOME = CAREHOME + ["St Columba's Hospice", "Glenarrow Hospice"]

_DOSE_TXT = """paracetamol:500 mg,650 mg,1 g|ibuprofen:200 mg,400 mg|amoxicillin:250 mg,500 mg|co-amoxiclav:625 mg,375 mg|
cetirizine:10 mg,5 mg|atorvastatin:10 mg,20 mg,40 mg|losartan:25 mg,50 mg|omeprazole:20 mg,40 mg|
pantoprazole:40 mg|sertraline:50 mg,100 mg|metoprolol:25 mg,50 mg|furosemide:20 mg,40 mg|prednisolone:5 mg,20 mg,40 mg|
azithromycin:500 mg,250 mg|montelukast:10 mg,4 mg|metformin:500 mg,850 mg,1000 mg|amlodipine:5 mg,10 mg|
mefenamic acid:500 mg|cefuroxime:250 mg,500 mg|lisinopril:10 mg,20 mg|gabapentin:100 mg,300 mg|naproxen:250 mg,500 mg|
tramadol:50 mg|loratadine:10 mg|ondansetron:4 mg,8 mg|fluoxetine:20 mg|warfarin:3 mg,5 mg|apixaban:5 mg,2.5 mg|
clopidogrel:75 mg|doxycycline:100 mg|nitrofurantoin:100 mg,50 mg|ranitidine:150 mg|domperidone:10 mg|
telmisartan:40 mg,80 mg|glimepiride:1 mg,2 mg|sitagliptin:50 mg,100 mg|hydroxyzine:10 mg,25 mg|
acetaminophen:500 mg,325 mg|simvastatin:20 mg,40 mg|carbocisteine:375 mg|ascorbic acid:500 mg|
ferrous sulfate:200 mg,325 mg|folic acid:5 mg,400 mcg|zinc sulfate:20 mg"""
DOSES = {k.strip(): v.split(",") for k, v in (p.split(":") for p in _DOSE_TXT.replace("\n", "").split("|"))}
