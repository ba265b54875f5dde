"""Invented pools for the dev160 ED / observation-unit set.

Every name, place, organisation and facility here was written for this set.
Combinations are drawn at random, so no record describes a real person.
"""


def _w(s):
    return [x.strip() for x in s.split("|") if x.strip()]


FEMALE = _w("""
Emily|Sarah|Jessica|Ashley|Megan|Hannah|Olivia|Sophie|Chloe|Amelia|Isla|Grace|Lily|Ella|Poppy|Evie|Freya|
Niamh|Siobhan|Aoife|Ciara|Eilidh|Morag|Catriona|Ffion|Cerys|Carys|Bethan|Maria|Guadalupe|Lucia|Ximena|
Valentina|Camila|Rosa|Marisol|Yesenia|Alejandra|Daniela|Adaeze|Chioma|Ngozi|Folake|Funmilayo|Yetunde|Abena|
Akosua|Ama|Efua|Wanjiru|Achieng|Amina|Fatima|Hodan|Ayaan|Khadija|Sahra|Priya|Ananya|Deepika|Lakshmi|Sunita|
Nusrat|Farzana|Shabnam|Ayesha|Mehwish|Sana|Mei|Xiuying|Lina|Yan|Min-ji|Seo-yeon|Ji-woo|Yuki|Haruka|Aiko|
Thi Lan|Ngoc Anh|Linh|Maricel|Rowena|Jocelyn|Leila|Maryam|Shirin|Elif|Zeynep|Agnieszka|Katarzyna|Magdalena|
Ioana|Andreea|Oksana|Olena|Tetiana|Eleni|Katerina|Giulia|Francesca|Beatriz|Ines|Joana|Shanice|Keisha|Tamika|
Latoya|Aaliyah|Imani|Dakota|Winona|Harriet|Margaret|Dorothy|Edith|Beryl|Gladys|Brenda|Deborah|Janet|Linda|
Patricia|Barbara|Karen|Sandra|Donna|Michelle|Kimberly|Tiffany|Brittany|Kayla|Madison|Abigail|Zoe|Ruth|Esther|
Naomi|Rivka|Talia|Noor|Rania|Hiba|Salma|Ingrid|Astrid|Sigrid|Anneke|Marieke|Sofia|Yasmin|Precious|Blessing|
Chipo|Tendai|Nomvula|Thandiwe|Maeve|Orla|Roisin|Bronwen|Delyth|Iona|Kirsty|Shona|Paige|Jade|Kerry|Tracey|
Lorraine|Pauline|Sheila|Maureen|Doreen|Winifred|Mabel|Ivy|Nell|Rosalind|Octavia|Philippa|Imogen|Tamsin
""")

MALE = _w("""
James|John|Robert|Michael|William|David|Richard|Joseph|Thomas|Christopher|Daniel|Matthew|Anthony|Mark|Steven|
Paul|Andrew|Joshua|Kevin|Brian|Gary|Timothy|Jason|Ryan|Tyler|Brandon|Dylan|Connor|Liam|Callum|Kieran|Declan|
Padraig|Cormac|Ruairi|Fergus|Hamish|Angus|Rhys|Gareth|Dafydd|Owain|Jose|Luis|Carlos|Juan|Miguel|Alejandro|
Jesus|Javier|Mateo|Santiago|Diego|Emeka|Chinedu|Obinna|Tunde|Oluwaseun|Babatunde|Kwame|Kofi|Yaw|Kwabena|
Otieno|Abdi|Mohamed|Ahmed|Abdullahi|Hassan|Omar|Yusuf|Ibrahim|Tariq|Bilal|Imran|Faisal|Raj|Arjun|Vikram|
Sanjay|Rahul|Anil|Sandeep|Gurpreet|Harjit|Manpreet|Rafiq|Shahid|Wei|Jun|Hao|Zhiwei|Min-jun|Ji-hoon|Hiroshi|
Takeshi|Kenji|Minh|Tuan|Duc|Jomar|Rodel|Arnel|Reza|Dariush|Mehmet|Emre|Piotr|Tomasz|Krzysztof|Mihai|Andrei|
Bogdan|Dmytro|Oleksandr|Nikos|Giorgos|Marco|Luca|Joao|Rui|Tiago|DeShawn|Jamal|Darnell|Tyrone|Malik|Andre|
Terrence|Cody|Travis|Wyatt|Harold|Walter|Arthur|Albert|Stanley|Norman|Clive|Nigel|Trevor|Graham|Derek|Keith|
Barry|Colin|Alistair|Rory|Ewan|Finn|Oscar|Alfie|Archie|Harry|George|Noah|Elijah|Aaron|Levi|Moshe|Eitan|Sven|
Lars|Jens|Thabo|Sipho|Farai|Tendekai|Desmond|Winston|Clement|Ignatius|Lucian|Percival|Bartholomew|Ambrose|
Jethro|Leroy|Marvin|Dwayne|Kareem|Rashid|Samir|Nasser|Karim|Youssef|Hamza|Idris|Cillian|Eoin|Seamus|Gethin
""")

SURNAMES = _w("""
Smith|Johnson|Williams|Brown|Jones|Miller|Davis|Garcia|Rodriguez|Martinez|Hernandez|Lopez|Gonzalez|Wilson|
Anderson|Thomas|Taylor|Moore|Jackson|Martin|Lee|Perez|Thompson|White|Harris|Sanchez|Clark|Ramirez|Lewis|
Robinson|Walker|Hall|Allen|Young|King|Wright|Scott|Torres|Nguyen|Hill|Flores|Green|Adams|Nelson|Baker|Rivera|
Campbell|Mitchell|Carter|Roberts|Okafor|Okonkwo|Adeyemi|Adebayo|Oyelaran|Eze|Nwosu|Mensah|Owusu|Asante|
Boateng|Kamau|Odhiambo|Mwangi|Warsame|Farah|Hussein|Ali|Khan|Ahmed|Rahman|Chowdhury|Begum|Hossain|Iqbal|
Qureshi|Malik|Patel|Shah|Mehta|Desai|Sharma|Gupta|Singh|Kaur|Sandhu|Gill|Reddy|Iyer|Nair|Menon|Chen|Wang|Li|
Zhang|Liu|Huang|Zhao|Wu|Kim|Park|Choi|Jung|Kang|Tanaka|Suzuki|Watanabe|Sato|Tran|Pham|Le|Vu|Hoang|Santos|
Reyes|Cruz|Bautista|Dela Cruz|Mendoza|Villanueva|Hosseini|Rahimi|Karimi|Yilmaz|Demir|Kaya|Nowak|Kowalski|
Wisniewski|Wojcik|Popescu|Ionescu|Dumitru|Shevchenko|Kovalenko|Bondarenko|Papadopoulos|Georgiou|Rossi|Russo|
Esposito|Bianchi|Ferreira|Silva|Costa|Oliveira|Pereira|Murphy|O'Brien|O'Sullivan|Kelly|Byrne|Walsh|McCarthy|
Doyle|Gallagher|Quinn|MacDonald|MacLeod|Fraser|Stewart|Robertson|McKenzie|Davies|Evans|Hughes|Morgan|
Griffiths|Price|Lloyd|Pritchard|Vaughan|Cohen|Levy|Goldberg|Friedman|Katz|Berg|Johansson|Andersen|Larsen|
Nielsen|de Vries|Jansen|van Dijk|Okoro|Banda|Phiri|Moyo|Dlamini|Ncube|Cooper|Fletcher|Thornton|Whitfield|
Ashworth|Pemberton|Holloway|Blackwood|Hargreaves|Sutcliffe|Featherstone|Rowntree|Culpepper|Lockhart|
Merriweather|Beauchamp|Dubois|Lefebvre|Moreau|Fournier|Schmidt|Weber|Becker|Hoffmann|Washington|Jefferson|
Freeman|Banks|Begay|Yazzie|Tsosie|Kealoha|Kahananui|Fonoti|Tuilagi|Abernathy|Okwuosa|Ogunleye|Achterberg|
Castellanos|Villalobos|Zamora|Quintero|Espinoza|Salazar|Aguilar|Delgado|Navarro|Cabrera|Haddad|Khoury|Nasser|
Saleh|Mansour|Darwish|Bakr|Osei|Appiah|Agyeman|Danso|Ekwueme|Obi|Uzor|Mbeki|Tshabalala|Nkosi|Sithole|Petrov|
Ivanova|Horvat|Novak|Kovacs|Szabo|Nagy|Toth|Lindqvist|Halvorsen|Brennan|Keane|Moriarty|Sheridan|Pennington|
Winterbottom|Oakes|Crowther|Ormerod|Haworth|Tennant|Blaylock|Garside|Ridley|Kershaw|Entwistle|Gibbons
""")

NICKNAMES = {
    "William": "Bill", "Robert": "Bob", "Richard": "Rick", "James": "Jim", "Joseph": "Joe",
    "Thomas": "Tom", "Christopher": "Chris", "Daniel": "Danny", "Michael": "Mike", "Anthony": "Tony",
    "Margaret": "Peggy", "Patricia": "Trish", "Elizabeth": "Liz", "Deborah": "Debbie",
    "Kimberly": "Kim", "Jessica": "Jess", "Babatunde": "Tunde", "Oluwaseun": "Seun", "Abdullahi": "Abdi",
    "Alejandro": "Alex", "Francesca": "Frankie", "Alistair": "Ali", "Harold": "Harry", "Dorothy": "Dot",
    "Winifred": "Winnie", "Bartholomew": "Bart", "Percival": "Percy", "Katarzyna": "Kasia",
    "Oleksandr": "Sasha", "Samantha": "Sam", "Philippa": "Pip", "Kwabena": "Kobby", "Timothy": "Tim",
}

US_CITIES = _w("""
Marlow Springs|Cedar Hollow|East Bramford|Fallon Ridge|Port Adley|New Carrick|Westover Falls|Harlan Crossing|
Lake Tessaly|Brookhaven Mills|Quarry Bend|Saltash Point|Ardmore Heights|Dunmore Flats|Hollis Creek|
Millbrook Station|Kettering Grove|Red Willow|Sandoval|Pike Hollow|Granby Junction|Ossining Lake|Whitlock|
Larchmont Valley|Coldwater Bay|Fort Ellery|Maple Shade Township|North Tessaly|Bellhaven|Carver City|
Elk Run|Prairie Vista|Sutter Point|Glenrock|Hampden Ferry|Wyland|Ashgrove|South Corinth|Tallis|Merrow
""")
US_COUNTIES = _w("Tallis County|Merrow County|Ardmore County|Pike County|Hollis County|Granby Parish|Sandoval County")

US_STATES = [
    ("Alabama", "AL"), ("Arizona", "AZ"), ("California", "CA"), ("Colorado", "CO"), ("Connecticut", "CT"),
    ("Florida", "FL"), ("Georgia", "GA"), ("Illinois", "IL"), ("Indiana", "IN"), ("Iowa", "IA"),
    ("Kentucky", "KY"), ("Louisiana", "LA"), ("Maryland", "MD"), ("Massachusetts", "MA"), ("Michigan", "MI"),
    ("Minnesota", "MN"), ("Missouri", "MO"), ("Nevada", "NV"), ("New Jersey", "NJ"), ("New Mexico", "NM"),
    ("New York", "NY"), ("North Carolina", "NC"), ("Ohio", "OH"), ("Oregon", "OR"), ("Pennsylvania", "PA"),
    ("South Carolina", "SC"), ("Tennessee", "TN"), ("Texas", "TX"), ("Virginia", "VA"), ("Washington", "WA"),
    ("Wisconsin", "WI"), ("Utah", "UT"), ("Oklahoma", "OK"), ("Arkansas", "AR"), ("Maine", "ME"),
]

UK_TOWNS = _w("""
Kingsmead|Ashbourne Vale|Thornbury Wick|Hollinsworth|Castleford Green|Brackenridge|Oakhampton Cross|
Lower Denby|Saltmarsh|Holmefield|Rydal Bridge|Fenwick Moor|Aldwick|Pendlebury Heath|Marston Abbas|
Whitcombe|Stavely End|Greyhaven|Netherby|Cranleigh Down|Burnside|Ravensworth|Elmstead Market|Kirkby Mallow|
Penhallow|Llanfair Isaf|Glenmorrie|Strathbrae|Dunkeld Row|Millthorpe|Harrowgate Bridge|Brindle|Westleigh
""")
UK_COUNTIES = _w("""
West Northshire|Eastmarch|Lancashire|Cheshire|Kent|Devon|Derbyshire|North Yorkshire|Norfolk|Somerset|
Cumbria|Durham|Wiltshire|Gwynedd|Fife|Perthshire|Shropshire|Lincolnshire
""")
UK_DISTRICTS = _w("Headley Park|Norbury Rise|St Ives Green|Longmoor|Parkside|Hillfoot|Mossley Bank|Canalside")

STREET_NAMES = _w("""
Larkspur|Elm|Maple|Coppergate|Willowbrook|Harrow|Juniper|Chestnut|Mill|Station|Church|Victoria|Albert|
Kingfisher|Foxglove|Hawthorn|Meadow|Orchard|Quarry|Bridge|Ferry|Granary|Tannery|Weaver|Cooper|Fletcher|
Lindley|Ashdown|Carlton|Hamilton|Jefferson|Madison|Lincoln|Sycamore|Cypress|Magnolia|Dogwood|Redbud|Pecan|
Bluebonnet|Prospect|Union|Liberty|Summit|Ridge|Valley|Canal|Wharf|Tower|Abbey|Priory|Vicarage|Rectory|
Beech|Rowan|Alder|Birch|Heather|Bracken|Moorland|Highfield|Westfield|Newlands|Greenway|Brookside|Lakeview
""")
US_SUFFIX = _w("St|Street|Ave|Avenue|Rd|Road|Blvd|Dr|Drive|Ln|Lane|Ct|Way|Pkwy|Pl|Terrace|Circle")
UK_SUFFIX = _w("Road|Street|Lane|Close|Crescent|Avenue|Gardens|Terrace|Drive|Way|Grove|Mews|Rise|Walk|Court")

US_HOSPITALS = _w("""
Mercy Ridge Medical Center|St. Brendan's Hospital|Harlan Valley General Hospital|Port Adley Regional Medical Center|
Lakeshore Community Hospital|Tallis County Hospital|Our Lady of the Pines Medical Center|Westover University Hospital|
Brookhaven Memorial Hospital|Sutter Point Medical Center|Coldwater Bay Hospital|Fallon Ridge Health|
Carver City Medical Center|St. Agatha's Regional|Prairie Vista Community Hospital|Glenrock Memorial
""")
US_PSYCH = _w("""
Pinecrest Behavioral Health|Greenbriar Psychiatric Pavilion|Stillwater Recovery Center|Harbor Light Behavioral Hospital|
Quarry Bend Crisis Stabilization Unit|Oak Meadow Psychiatric Hospital
""")
US_CLINICS = _w("""
Elm Park Family Medicine|Riverbend Urgent Care|Hollis Creek Community Health Center|Larkspur Pediatrics|
Marlow Springs Internal Medicine|Northside Orthopedic Associates|Bellhaven Cardiology Group|Carver City Free Clinic|
Ashgrove Women's Health|Granby Junction Family Practice|Sandoval Health Partners|Redbud Primary Care
""")
US_PHARM = _w("Fairway Pharmacy|Corner Drug of Whitlock|Hampden Ferry Apothecary|Glenrock Community Pharmacy|Medwise Pharmacy on Union")
US_CAREHOMES = _w("Magnolia Gardens Skilled Nursing|Shady Oaks Assisted Living|Willowbrook Manor|Cedar Crest Rehabilitation Center|The Heritage at Lake Tessaly")

UK_HOSPITALS = _w("""
Kingsmead Royal Infirmary|St Aldhelm's Hospital|Northgate General Hospital|Ashbourne Vale District Hospital|
Royal Thornbury Hospital|Queen Adelaide University Hospital|Greyhaven Community Hospital|Hollinsworth General|
Penhallow Cottage Hospital|Castleford Green Hospital|Brackenridge Royal|Strathbrae Infirmary
""")
UK_PSYCH = _w("Fernlea Unit|The Beeches Mental Health Unit|Harbourside Psychiatric Unit|Larchwood Centre|Abbey Mead Hospital")
UK_GP = _w("""
Elm Park Surgery|Calder Road Medical Practice|Riverside Health Centre|Millbrook Medical Group|The Old Forge Surgery|
Kingsmead Health Centre|Holmefield Surgery|Station Road Practice|Penhallow Medical Centre|Brindle Family Practice|
Canalside Medical Centre|Netherby Lane Surgery
""")
UK_PHARM = _w("Hollins Pharmacy|Castle Street Chemist|Greyhaven Pharmacy|Mallow Pharmacy")
UK_CAREHOMES = _w("Oakleigh House Care Home|Bramley Court Nursing Home|Seaview Residential Home|The Laurels|Ashcombe Lodge")
UK_WARDS = _w("""
Rowan Ward|Bramble Ward|Kestrel Ward|Heron Ward|Larch Ward|Cedar Ward|Osprey Ward|Juniper Ward|Wren Ward|
Linden Ward|Hazel Ward|Curlew Ward|Skylark Ward|Foxglove Ward|Aspen Ward
""")
US_UNITS = _w("Harborview Observation Unit|Cedar Clinical Decision Unit|Pavilion B Obs|Lakeside Short Stay Unit")
UK_UNITS = _w("Ambulatory Emergency Care Unit (Birch)|Poplar CDU|Ash Short Stay Unit|Maple Observation Bay")

EMPLOYERS = _w("""
Tri-County Freight|Hargrove Steel|Bluewater Logistics|Apex Roofing LLC|Greggson's Bakery|Harbour Lights Hotel|
Northshire Bus Company|Riverside Academy|Westbrook High School|Hollins Community College|St Anne's Parish|
Kingsmead Borough Council|Marlow Springs Unified School District|Quarry Bend Poultry|Summit Ridge Builders|
Pemberton & Sons Removals|Lakeview Call Centre|Castleford Distribution Hub|Redline Couriers|Fallon Ridge Mine|
Carver City Transit|Whitlock Auto Body|Orchard Lane Primary School|Grace Fellowship Church|Brindle Textiles|
Sandoval Packing Co.|Coldwater Marina|Bellhaven Country Club|Elk Run Lumber|Penhallow Fisheries|
Greyhaven University|Ardmore Data Systems|Kettering Grove Nursery|Saltmarsh Haulage|Hampden Ferry Casino
""")
SCHOOLS = _w("""
Westbrook High School|Riverside Academy|Hollins Community College|Orchard Lane Primary School|Greyhaven University|
Marlow Springs Unified School District|St Bede's Catholic School|Kettering Grove Middle School|Ashgrove Elementary|
Brindle Sixth Form College|Netherby Academy|Tallis County Community College|Penhallow Primary School
""")
INSURERS_US = _w("BlueHarbor Health Plan|Keystone Mutual Health|Pinnacle Care HMO|Summit Health Alliance|Prairie Shield Insurance|Cardinal Community Health Plan|Liberty Crest PPO")
INSURERS_UK = _w("Albion Private Health|Sovereign Medical Cover|Thistle Healthcare Insurance")
AMB_US = _w("Tallis County EMS|Medix Ambulance Co.|Harlan Valley Fire Rescue|Lifeline Medical Transport|Port Adley EMS|Bellhaven Volunteer Ambulance Corps")
AMB_UK = _w("Northshire Ambulance Service|West Northshire Patient Transport|Eastmarch Ambulance Service|Coastline Air Ambulance")
SECURITY_COS = _w("Sentinel Guard Services|Bastion Security Group|Ironside Protection Ltd")
SHELTERS = _w("St. Jude's Shelter|Harbor House Mission|Safe Haven Women's Refuge|Crossroads Night Shelter|Salt Street Hostel")

LANDMARKS_US = _w("""
Harlan Street Bridge|Fenwick Park|Bay Street bus terminal|Lakeside Mall|Union Depot|Carver Memorial Stadium|
Riverwalk Plaza|Tessaly Lake boat ramp|Granby Overpass|Old Mill Trailhead|Whitlock Towers|Coldwater Pier
""")
LANDMARKS_UK = _w("""
Kingsmead Shopping Centre|Castle Quay|Victoria Park|Rydal Bridge|Marston Abbas bus station|Fenwick Moor car park|
Greyhaven Pier|Abbey Gardens|Millthorpe Leisure Centre|Holmefield Viaduct|Clock Tower roundabout
""")

PROFESSIONS = _w("""
welder|teacher|roofer|bus driver|HGV driver|long-haul trucker|electrician|plumber|carpenter|nurse|care assistant|
warehouse operative|forklift operator|chef|line cook|barista|bartender|waitress|cashier|hairdresser|nail technician|
software developer|accountant|solicitor|paralegal|lawyer|police officer|firefighter|postal worker|delivery driver|
taxi driver|rideshare driver|farmer|dairy farmer|landscaper|gardener|painter and decorator|bricklayer|scaffolder|
student|graduate student|teacher|miner|postman|engineer|machinist|
mechanic|dental hygienist|pharmacist|veterinary nurse|social worker|security guard|cleaner|janitor|housekeeper|
nanny|childminder|dock worker|fisherman|soldier|army reservist|pastor|imam|shop assistant|estate agent|
real estate agent|sales rep|call centre agent|data analyst|architect|civil engineer|lab technician|librarian|
journalist|photographer|musician|professional footballer|personal trainer|lifeguard|coal miner|oil rig worker|
sheet metal worker|pipefitter|crane operator|paramedic|home health aide|daycare worker|tattoo artist|butcher|
baker|meat packer|poultry plant worker|construction labourer|construction worker|roofer's apprentice|
university lecturer|school caretaker|lollipop lady|barber|courier|window cleaner|tree surgeon|welder-fabricator
""")

COUNTRIES = _w("""
Nigeria|Ghana|Kenya|Somalia|Ethiopia|Eritrea|Sudan|Zimbabwe|South Africa|India|Pakistan|Bangladesh|Sri Lanka|
Nepal|China|Vietnam|Philippines|Thailand|Indonesia|Brazil|Mexico|Guatemala|Honduras|El Salvador|Colombia|
Venezuela|Haiti|Jamaica|Dominican Republic|Poland|Romania|Ukraine|Bulgaria|Lithuania|Portugal|Spain|Italy|
Greece|Turkey|Iran|Iraq|Syria|Afghanistan|Egypt|Morocco|Saudi Arabia|Qatar|United Arab Emirates|Canada|
Ireland|France|Germany|Australia|New Zealand|Peru|Sierra Leone|Democratic Republic of the Congo|Cameroon|
Uganda|Tanzania|Japan|South Korea|Cuba|Albania|Kosovo|Yemen|Libya|Chile|Argentina
""")

LANGUAGES = _w("Spanish|Polish|Romanian|Arabic|Somali|Bengali|Urdu|Punjabi|Mandarin|Cantonese|Vietnamese|Tigrinya|Farsi|Pashto|Portuguese|Haitian Creole|Tagalog|Amharic|Ukrainian|Russian|Kurdish|Gujarati|Twi|Yoruba|ASL|BSL")

RELATIONS = _w("wife|husband|partner|son|daughter|mother|father|sister|brother|niece|nephew|friend|neighbour|carer|grandson|granddaughter|aunt|uncle|fiance|flatmate|roommate|stepfather|stepmother|foster mother|guardian")

# Clinical content pools (not PHI; look-alikes included on purpose)
COMPLAINTS = _w("""
chest pain|SOB|abd pain|RLQ pain|headache|syncope|fall|fall on anticoagulant|laceration L hand|back pain|
palpitations|dizziness|N/V/D|fever|cough|sore throat|ankle inj|wrist inj|head injury|MVC|assault|
allergic rxn|SI|overdose|ETOH intox|altered mental status|seizure|weakness|facial droop|flank pain|
hematuria|PV bleeding|pregnant, abd pain|DKA?|hypoglycemia|rash|eye pain|FB eye|dental pain|epistaxis|
burn R forearm|dog bite|hip pain after fall|leg swelling|cellulitis|UTI sx|urinary retention|GI bleed|
psychosis|agitation|anxiety|COPD exac|asthma|pneumonia?|sepsis?|CP - r/o ACS|TIA sx|vertigo|neck pain
""")
UK_COMPLAINTS = _w("""
chest pain|SOB|abdo pain|collapse ?cause|fall - long lie|head injury on DOAC|lac to hand|back pain|palpitations|
unwell adult|D&V|fever|cough|sore throat|ankle injury|wrist injury - FOOSH|self harm|OD - paracetamol|
alcohol intox|confusion|fit|limb weakness|facial droop|renal colic|PV bleed|hypo|rash|eye injury|epistaxis|
burn|dog bite|NOF? - fall|calf swelling ?DVT|cellulitis|UTI|retention|haematemesis|mental health crisis|
asthma|COPD|?sepsis|?ACS|?stroke - FAST +ve|vertigo|neck pain post RTC|RTC|assault
""")
DIAGNOSES = _w("""
Non-cardiac chest pain|Acute gastroenteritis|Ankle sprain, grade 1|Closed fracture distal radius|Simple laceration|
Mechanical low back pain|Migraine without aura|Vasovagal syncope|Community-acquired pneumonia|Cellulitis of left leg|
Renal colic|Urinary tract infection|Asthma exacerbation, mild|Concussion without LOC|Viral URI|Allergic reaction|
Alcohol intoxication|Anxiety reaction|Contusion of chest wall|Corneal abrasion|Epistaxis, anterior|Otitis media|
Benign positional vertigo|Hypoglycaemia, resolved|COPD exacerbation|Superficial burn|Dog bite, hand|Costochondritis
""")
MEDS = _w("""
acetaminophen 650 mg PO|ibuprofen 600 mg PO|ondansetron 4 mg ODT|ketorolac 15 mg IV|morphine 4 mg IV|
aspirin 324 mg PO|nitroglycerin 0.4 mg SL|prednisone 40 mg PO|albuterol 2.5 mg neb|ipratropium 0.5 mg neb|
ceftriaxone 1 g IV|cefalexin 500 mg QDS|amoxicillin 500 mg TDS|metoclopramide 10 mg IV|lorazepam 1 mg PO|
haloperidol 5 mg IM|olanzapine 10 mg PO|diphenhydramine 25 mg IV|famotidine 20 mg IV|paracetamol 1 g PO|
codeine 30 mg PO|naproxen 500 mg BD|salbutamol 5 mg neb|tetanus booster (Tdap) IM|enoxaparin 40 mg SC|
0.9% NaCl 1 L bolus|Hartmann's 500 mL|dexamethasone 10 mg IV|tranexamic acid 1 g IV|insulin regular 0.1 U/kg
""")
US_DRUG_RX = _w("""
ibuprofen 600 mg tab, 1 tab PO q6h PRN pain, #20|cephalexin 500 mg cap, 1 cap PO QID x 7 days, #28|
ondansetron 4 mg ODT, 1 tab q8h PRN nausea, #10|prednisone 20 mg tab, 2 tabs daily x 5 days, #10|
albuterol HFA 90 mcg, 2 puffs q4h PRN wheeze, 1 inhaler|oxycodone 5 mg tab, 1 tab q6h PRN severe pain, #8|
naproxen 500 mg tab, 1 tab BID with food, #14|cyclobenzaprine 5 mg tab, 1 tab TID PRN spasm, #15|
amoxicillin-clavulanate 875/125 mg, 1 tab BID x 7 days, #14|famotidine 20 mg tab, 1 tab BID, #30
""")
UK_DRUG_TTO = _w("""
paracetamol 1 g QDS PRN (max 4 g/24h)|ibuprofen 400 mg TDS with food x 5 days|co-codamol 30/500 two tablets QDS PRN|
flucloxacillin 500 mg QDS x 7 days|nitrofurantoin 100 mg MR BD x 3 days|salbutamol 100 mcg inhaler 2 puffs PRN|
prednisolone 40 mg OD x 5 days|doxycycline 100 mg BD x 5 days|omeprazole 20 mg OD|
cetirizine 10 mg OD|amoxicillin 500 mg TDS x 5 days
""")
ALLERGIES = _w("NKDA|PCN (rash)|sulfa|codeine (N/V)|latex|shellfish|NKA|morphine - itch|ACE-i - angioedema|amoxicillin|iodine contrast|NSAIDs - asthma")
PMH = _w("HTN|HLD|T2DM|T1DM|CAD s/p PCI|CHF EF 35%|AF on apixaban|COPD|asthma|CKD 3|ESRD on HD|hypothyroid|GERD|OSA on CPAP|depression|bipolar I|schizophrenia|EUPD|PTSD|ETOH use d/o|OUD on buprenorphine|epilepsy|prior CVA|PVD|BPH|migraine|sickle cell disease|HIV on ART|cirrhosis|obesity")
