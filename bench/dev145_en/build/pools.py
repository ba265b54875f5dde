"""Invented value pools for dev145_en (people, places, organisations).

All facility, town, street, employer and person names are invented for this set.
Real country names, US state and Canadian province names appear as themselves.
"""


def _w(s):
    return [x.replace("~", " ") for x in s.split()]


def _l(s):
    return [x.strip() for x in s.split("|") if x.strip()]


# --- people -------------------------------------------------------------
# (female first names, male first names, surnames) per origin group.
ORIGINS = {
    "anglo": (
        _w("Margaret Susan Deborah Karen Emily Charlotte Hannah Chloe Lucy Gemma Joanne Tracey Beverley Shirley Doreen Pauline"),
        _w("David Stephen Gary Neil Trevor Colin Keith Graham Darren Callum Jack Oliver Harry Alfie Dennis Stanley"),
        _w("Smith Harrington Whitlock Pemberton Ashworth Thornton Greaves Holloway Fairclough Kershaw Lowther Bradshaw Cartwright Dobson Entwistle Pickering"),
    ),
    "wordname": (
        _w("Rose Grace Hope Joy Faith May June April Summer Dawn Penny Ruby Amber Holly Iris Autumn Pearl Ivy Hazel Destiny"),
        _w("Mark Will Bill Frank Rich Drew Chase Hunter Reed Sonny Rusty Clay Dusty Miles Grant Cliff Dale Glen Jay Art"),
        _w("Baker Cook Young Brown Green White Black Hill Wood Stone Field Price King Bishop Marshall Porter Cross Best Rice Bell Graves Wilson Addison Parkinson Hunter Turner Christmas Reye Little Short Love Moody Swift Gold Street Church Banks Rivers Lake Bush Fox Lamb Hope Snow Day Sharp Wise Major Strong"),
    ),
    "irish_scot": (
        _w("Siobhan Aoife Niamh Orla Mairead Catriona Eilidh Morag Roisin Fionnuala"),
        _w("Padraig Cormac Eoin Ciaran Fergus Ruairi Lachlan Hamish Declan Seamus"),
        _w("O'Sullivan MacLeod McAllister Donnelly Fitzgerald MacKinnon O'Driscoll Gallagher McCready Kavanagh Ni~Bhriain"),
    ),
    "hispanic": (
        _w("Guadalupe Ximena Maria-Jose Lucia Rocio Marisol Yesenia Araceli Dulce Esperanza"),
        _w("Jose Luis Alejandro Rigoberto Joaquin Ernesto Mateo Santiago Rodrigo Efrain Ignacio"),
        _w("Garcia-Lopez Villanueva Ramirez Quintero Ochoa Bustamante Echeverria Arellano Navarrete Zamora de~la~Cruz"),
    ),
    "lusophone": (
        _w("Joana Ines Conceicao Fernanda Beatriz Graca"),
        _w("Joao Tiago Rui Nuno Duarte Vasco"),
        _w("Carvalho Figueiredo Medeiros Goncalves Teixeira Pacheco"),
    ),
    "italian_greek": (
        _w("Giulia Francesca Concetta Rosaria Eleni Despina Antonella"),
        _w("Giuseppe Salvatore Vittorio Dimitrios Stavros Nikos Enzo"),
        _w("Esposito Lombardi Ferraro Caruso Papadopoulos Karagiannis Nikolaidis Bianchi"),
    ),
    "slavic": (
        _w("Agnieszka Katarzyna Oksana Halyna Svetlana Dorota Zofia Milena"),
        _w("Tomasz Krzysztof Bohdan Mykola Dmitri Pavel Wojciech Andrzej"),
        _w("Kowalczyk Wisniewski Shevchenko Bondarenko Novak Zielinski Kuznetsov Dabrowska Hrytsenko"),
    ),
    "west_african": (
        _w("Adaeze Chiamaka Folasade Oluwaseun Abena Akosua Ngozi Yetunde Efua Ifeoma"),
        _w("Chukwuemeka Oluwafemi Kwame Kofi Babatunde Obinna Yaw Tunde Emeka Kwabena"),
        _w("Okonkwo Adeyemi Mensah Asante Okafor Balogun Nwachukwu Boateng Oyelaran Owusu-Ansah"),
    ),
    "horn_africa": (
        _w("Hodan Fadumo Amina Ayaan Selam Tigist Hiwot"),
        _w("Abdirahman Mahad Abdullahi Dawit Yonas Tesfaye Hassan"),
        _w("Warsame Abdi Farah Haile Gebremedhin Tadesse Osman"),
    ),
    "south_asian": (
        _w("Priya Anjali Lakshmi Harpreet Kavitha Sunita Nasreen Farzana Meenakshi Gurpreet Rukhsana"),
        _w("Rajesh Arjun Sanjay Harjit Venkatesh Imran Tariq Mohammed Karthik Anil Sukhwinder"),
        _w("Patel Sharma Chaudhry Subramanian Gill Sandhu Rahman Hussain Krishnamurthy Iyer Begum Dhaliwal"),
    ),
    "east_asian": (
        _w("Mei Xiu Ying Yuki Haruka Ji-woo Seo-yeon Lan Thi Hoa Ngoc"),
        _w("Wei Jian Hao Kenji Takumi Min-jun Ji-hoon Minh Duc Quang"),
        _w("Chen Zhang Liu Huang Tanaka Nakamura Kim Park Nguyen Tran Pham Lau"),
    ),
    "filipino": (
        _w("Maricel Rowena Jocelyn Marites Liezl"),
        _w("Rommel Jericho Ariel Renato Bong"),
        _w("Dela~Cruz Santos Bautista Macaraeg Villareal Pangilinan"),
    ),
    "arabic_persian_turkish": (
        _w("Layla Fatima Noor Mariam Shirin Parisa Elif Zeynep Yasmin"),
        _w("Omar Khalid Youssef Ahmad Reza Dariush Mehmet Emre Karim"),
        _w("Al-Sayed Haddad Khoury Mansour Tehrani Rostami Yilmaz Demir Aydin Nasser"),
    ),
    "caribbean": (
        _w("Marcia Sharon Paulette Jacinta Claudette"),
        _w("Winston Desmond Delroy Clive Errol"),
        _w("Campbell Forbes Gayle McKenzie Thompson-Reid Blackwood"),
    ),
    "french_canadian": (
        _w("Genevieve Josee Marie-Eve Sylvie Chantal Nathalie"),
        _w("Jean-Francois Mathieu Sebastien Luc Benoit Etienne"),
        _w("Tremblay Gagnon Bouchard Lapointe Beaulieu Cote Pelletier Thibodeau"),
    ),
    "jewish": (
        _w("Miriam Rivka Shoshana Esther"),
        _w("Avi Mordechai Yossi Eli"),
        _w("Goldberg Rosenthal Feldman Katz Weissman"),
    ),
}
ORIGIN_KEYS = list(ORIGINS)

# --- places (invented) ----------------------------------------------------
TOWNS = {
    "US": _l("Cedar Hollow|Marlow Springs|Brackenridge|East Talbot|Port Ansel|Wickham Falls|Ravensford|"
             "Dunmore Heights|Quarryville Center|Alder Bluff|North Kessling|Tullamore Creek|Harlan Ridge|"
             "Sycamore Bend|Fenwick Mills|Lake Orrin|Gresham Flats|Bellwether|Pawnee Crossing|Oakes Landing|"
             "Drayton Plains|Mercy Hill|South Vellum|Greenhaven|Winslow Park"),
    "CA": _l("Port Harlow|Saint-Aubin-des-Pins|Millbrook Landing|Kettle Creek|Beaumaris Bay|Pine Narrows|"
             "Lac-Vermillon|New Selkirk|Thornhaven|Rideau Falls East|Grand Marais North|Ashcroft Mills|"
             "Cobalt Ridge|Sainte-Odile|Fort Tamarack|Wolverine Lake|Bracebrook|Elmvale Station|Cape Dorrance|Birchmount"),
    "UK": _l("Little Ashcombe|Thornbury Vale|Kingsmere|Oxley Bridge|Penmarrow|Hadleigh Cross|Glenbrae|"
             "Abercarrow|Stowford Magna|Whitlow-on-Sea|Castle Brenning|Netherfold|Ravenscar Bay|Lower Fennick|"
             "Hollinsworth|Ballykerrin|Dunmarrow|St Aldate's Green|Marshcombe|Ellesby|Brockhurst|Cwm Teifion"),
}
COUNTIES = {
    "US": _l("Haddon County|Orrin County|Kessler County|Tallis County|Marrow County"),
    "CA": _l("Tamarack County|Rideau-Vermillon District|Selkirk Region"),
    "UK": _l("Westmoorshire|North Ashdale|Fennickshire|East Brenning|Marrowdale"),
}
US_STATES = [("Ohio", "OH"), ("Texas", "TX"), ("Oregon", "OR"), ("Maine", "ME"), ("Georgia", "GA"),
             ("Michigan", "MI"), ("Arizona", "AZ"), ("Vermont", "VT"), ("Kentucky", "KY"), ("Iowa", "IA"),
             ("Minnesota", "MN"), ("Virginia", "VA"), ("Colorado", "CO"), ("New Mexico", "NM"),
             ("Pennsylvania", "PA"), ("Washington", "WA"), ("Nebraska", "NE"), ("Maryland", "MD"),
             ("Indiana", "IN"), ("Florida", "FL"), ("Wisconsin", "WI"), ("Tennessee", "TN")]
CA_PROVINCES = [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"),
                ("Nova Scotia", "NS"), ("New Brunswick", "NB"), ("Saskatchewan", "SK"),
                ("Newfoundland and Labrador", "NL"), ("Quebec", "QC"), ("Prince Edward Island", "PE")]
STREET_NAMES = _l("Larkspur|Old Mill|Quarry Hill|Tanner's|Carden|Hawthorn|Bellamy|Pinfold|Kestrel|Orchard Vale|"
                  "Wexley|Juniper|Mossgiel|Station|Chapel|Ferry|Copper Beech|Ridgeback|Sallow|Foxglove|Brindle|"
                  "Anvil|Gorse|Marigold|Wycliffe|Dovecote|Cinder|Tollgate|Alder|Fallow|Heron|Lantern|Rookery|"
                  "Sorrel|Bramble|Ivywood|Harrow|Mercer|Ashgrove|Cobble|Teasel|Quillon")
STREET_SUFFIX = {
    "US": _l("Street|St|Avenue|Ave|Road|Rd|Lane|Drive|Dr|Court|Ct|Boulevard|Blvd|Way|Pike|Terrace"),
    "CA": _l("Street|St|Avenue|Ave|Road|Rd|Crescent|Cres|Drive|Dr|Court|Boulevard|Line|Sideroad|Trail"),
    "UK": _l("Street|Road|Lane|Close|Gardens|Crescent|Way|Row|Mews|Terrace|Grove|Drive|Walk|Avenue"),
}
UK_HOUSE_NAMES = _l("Rose Cottage|The Old Forge|Brambles|Windrush|Tanglewood|Hillcrest")
COUNTRIES_TRAVEL = _l("Kenya|Tanzania|Uganda|Ghana|Nigeria|Peru|Bolivia|Brazil|Colombia|India|Nepal|Vietnam|"
                      "Cambodia|Thailand|Indonesia|Philippines|Pakistan|Bangladesh|Ethiopia|Senegal|Morocco|Egypt|"
                      "Mexico|Guatemala|Honduras|Haiti|Dominican Republic|Saudi Arabia|Madagascar|Zambia|Malawi|"
                      "Mozambique|Sri Lanka|Laos|Myanmar|Ecuador|Papua New Guinea|Cameroon|Sierra Leone")
COUNTRIES_BIRTH = _l("Portugal|Poland|Ukraine|Nigeria|Ghana|Somalia|Ethiopia|India|Pakistan|Bangladesh|China|"
                     "Vietnam|South Korea|Philippines|Jamaica|Trinidad and Tobago|Syria|Iran|Turkey|Greece|Italy|"
                     "Mexico|El Salvador|Colombia|Eritrea|Afghanistan|Romania|Lebanon|Sudan|Ireland")

# --- facilities (invented) ------------------------------------------------
PHARMACY_STEMS = _l("Harbourside|Greenleaf|Maple & Main|Wellspring|Bridgeway|Kingfisher|Lantern|Ashgrove|"
                    "Cornerstone|Riverbend|Saltmarsh|Hollybush|Brightwell|Oakridge|Thistle|Larchfield|"
                    "Beacon|Fernhill|Copperleaf|Millstream|Bluebell|Northstar|Evergreen|Redwing")
PHARMACY_SUFFIX = {
    "US": _l("Pharmacy|Drug|Apothecary|Pharmacy & Wellness|Drug Co.|Family Pharmacy"),
    "CA": _l("Pharmacy|Pharmacie|Pharmacy & Compounding|Drug Mart|Apothecary|Remedy's"),
    "UK": _l("Pharmacy|Chemist|Chemists|Pharmacy Ltd|Dispensary"),
}
CHAIN_STEMS = _l("MedWay|CareRite|PillBox|Wellcross|HealthHub|DrugNest|ApexCare")
CLINIC_STEMS = _l("Riverside|Northgate|Elm Park|Harlow Road|Cedarview|Fernbank|Southmead Lane|Parkview|"
                  "Greyfriars|Eastfield|Holly Lodge|Mill Lane|Westbourne|Lakeside|Pinewood|Castle Street")
CLINIC_SUFFIX = {
    "US": _l("Family Medicine|Community Health Center|Internal Medicine Associates|Pediatrics|"
             "Health Center|Urgent Care|Family Practice"),
    "CA": _l("Family Health Team|Medical Clinic|Community Health Centre|Walk-In Clinic|"
             "Health Centre"),
    "UK": _l("Surgery|Medical Centre|Health Centre|Medical Practice|Group Practice"),
}
HOSPITAL_NAMES = {
    "US": _l("Ashford Vale General Hospital|Saint Benedict Regional Medical Center|Mercy Hill Memorial Hospital|"
             "Tullamore Creek Community Hospital|Harlan Ridge University Hospital|Greenhaven Medical Center|"
             "Our Lady of Kessling Hospital"),
    "CA": _l("Port Harlow General Hospital|Hopital Sainte-Odile|Thornhaven Health Sciences Centre|"
             "Cobalt Ridge District Hospital|Beaumaris Bay Regional Health Centre|St. Aidan's Hospital"),
    "UK": _l("Kingsmere Royal Infirmary|Thornbury Vale General Hospital|St. Columba's Hospital|"
             "Penmarrow District Hospital|Oxley Bridge Community Hospital|Queen Adela University Hospital"),
}
WARD_NAMES = _l("Rowan Ward|Beech Ward|Larch Ward|Kingfisher Unit|Osprey Ward|Heather Ward|Juniper Unit|"
                "Willow Ward|Cedar Unit|Aspen Ward")
CARE_HOMES = _l("Willowbank Care Home|Heather Lodge Nursing Home|The Beeches Residential Home|"
                "Primrose Court Care Centre|Fairhaven Manor|Oakleigh House|Sunnyside Lodge|Glenview Residence|"
                "Brookfield Gardens Care Home|St. Winifred's Nursing Home|Lavender Hill Retirement Residence|"
                "Marchmont Court")
CARE_HOME_UNITS = _l("Bluebell Unit|Poppy Suite|Daisy Wing|Thistle Unit|Harebell Floor|Snowdrop Wing")
OAT_CLINICS = _l("Harbour Recovery Clinic|New Dawn Treatment Centre|Crossroads OTP|Bridgeway Recovery Services|"
                 "Northside Opioid Treatment Program|Clearwater Addiction Services|Lighthouse Substance Misuse Service")
VAX_SITES = _l("Kingsmere Leisure Centre|Cedar Hollow Civic Arena|Port Harlow Curling Club Hall|"
               "Greyfriars Community Hall|Marlow Springs Fairgrounds Pavilion|Brockhurst Mosque Hall|"
               "Fenwick Mills High School Gym|Thornhaven Legion Branch 112|Ellesby Cathedral Hall|"
               "Wickham Falls Mall, Unit 14")
ROOMS = _l("Consultation Room 1|Consultation Room 2|Booth 3|Booth 7|Pod B|Station 4|Lane 2|Bay 6|Room 12|Room 3B")

# --- organisations (invented) ---------------------------------------------
EMPLOYERS = _l("Brightwater Logistics|Halden Steelworks|Copperfield Academy|St. Brendan's Primary School|"
               "Northway Bus Company|Tamarack Mining Ltd|Quillon Software|Grace Fellowship Church|"
               "Maple Ridge Curling Club|Orrin Valley Poultry|Kessler Auto Body|Fennick & Daughters Solicitors|"
               "Bluewater Fisheries Co-op|Ridgeback Construction|Harrow Street Bakery|Pinfold Haulage|"
               "Lantern Theatre Company|Saltmarsh Water Treatment|Corvid Aerospace|Wexley Foods Distribution|"
               "Thistledown Nursery|Redwing Airlines|Heron Bay Hotel|Mossgiel Veterinary Group|"
               "Alder Bluff Unified School District|Glenbrae High School|Sorrel Hill Farm|Marrowdale Council Depot|"
               "Ivywood Call Centre|Castle Brenning Rugby Club|Hope Street Food Bank|Lakeshore Meatpackers")
SCHOOLS = _l("Copperfield Academy|St. Brendan's Primary School|Glenbrae High School|Thornhaven Collegiate|"
             "Little Acorns Day Nursery|Ravensford Middle School|Whitlow Sixth Form College|Pine Narrows Elementary")
INSURERS = {
    "US": _l("Bluestem Health Plan|Keystone Mutual Health|Pacific Crest Benefits|Heartland Rx Alliance|"
             "Silverline Medicare Advantage|Prairie Care Medicaid Plan|Union Harbor PPO"),
    "CA": _l("Northern Shield Insurance|Maplecrest Group Benefits|Laurentian Life|Tamarack Benefits Co-op|"
             "Great Loon Assurance"),
    "UK": _l("Brindle Private Health|Albion Cash Plan|Westmoor Health Assurance"),
}
WHOLESALERS = _l("Northgate Pharma Distribution|Alderway Medical Supply|Cobalt Cold Chain Ltd|"
                 "Keel & Bramble Wholesale|Prairie Vaccine Depot")
COURIERS = _l("Swiftline Couriers|Ferry Road Deliveries|RapidRx Logistics|Bluebird Medical Couriers")
AGENCIES = _l("Heron Staffing Agency|CareFirst Locums|Anchor Home Care|Kindly Hands Domiciliary Care|"
              "Safe Harbour Homecare")

# --- professions (of patients and relatives) -----------------------------
PROFESSIONS = _l("welder|secondary school teacher|bus driver|HGV driver|long-haul trucker|care assistant|"
                 "nurse|dental hygienist|farmer|poultry farmer|chef|line cook|plumber|electrician|accountant|"
                 "geologist|mining engineer|aid worker|missionary|flight attendant|airline pilot|"
                 "veterinary nurse|abattoir worker|sewage treatment operator|forestry worker|zookeeper|"
                 "software developer|postman|school caretaker|hairdresser|taxi driver|warehouse operative|"
                 "solicitor|paralegal|retail assistant|police officer|firefighter|paramedic|social worker|"
                 "carpenter|roofer|fisherman|journalist|photographer|librarian|nursery nurse|childminder|"
                 "cleaner|security guard|barista|bricklayer|landscape gardener|bank clerk|university lecturer|"
                 "research scientist|speleologist|wildlife biologist|sheep shearer|lab technician|pharmacy technician|"
                 "dog groomer|crane operator|cabinet maker")
RETIRED = _l("teacher|miner|nurse|postmaster|machinist|bus driver|headteacher|civil servant|shipwright|"
             "seamstress|bookkeeper|engineer|farmer|police sergeant")

# --- staff roles (outside spans) -----------------------------------------
CRED = {
    "US": _l("PharmD|RPh|PharmD, BCACP|CPhT|RN|NP|PA-C|MD|DO|LPN|MA"),
    "CA": _l("RPh|BScPhm|PharmD|Pharm. Tech.|RN|RPN|NP|MD|CCFP"),
    "UK": _l("MRPharmS|IP|MPharm|PT|RGN|RN|Dip HE|MBChB|MRCGP|NIP"),
}
REL = _l("wife|husband|daughter|son|mother|father|partner|sister|brother|niece|nephew|granddaughter|grandson|"
         "carer|neighbour|friend|stepdaughter|son-in-law|daughter-in-law|aunt|landlady|support worker")
REL_US = {"neighbour": "neighbor"}
