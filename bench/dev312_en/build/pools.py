"""Invented pools of names, places and organisations (author 312).
Real countries, states, provinces, counties and regions are used as such;
every town, street, hospital, practice and organisation name is made up."""


def W(s):
    return s.split()


def L(s):
    return [x.strip() for x in s.split(";") if x.strip()]


FIRST_F_G = {
    "ga": W("Aisling Brónagh Ciara Niamh Orla Saoirse Róisín Aoife Gráinne Maeve Siobhán Deirdre"),
    "br": W("Eleanor Harriet Imogen Philippa Rosalind Tamsin Beatrice Georgina Lorna Wendy Denise Sharon Tracey Karen Maureen Pauline Kirsty Morag Shona Rhiannon"),
    "sa": W("Priya Anjali Farah Nasreen Yasmin Amira Leila Zainab Shabnam Meera Chioma Abena"),
    "us": W("Madison Brittany Kaylee Shelby DeShawna Latoya Jolene Tiffany Courtney Marisol Brenda Lynette Denise Karen"),
    "fr": W("Genevieve Mireille Solange Josée Élise Nathalie Chantal Sylvie Manon Ginette"),
    "au": W("Kylie Tahlia Jacinta Bronwyn Narelle Leanne Glenys Rhiannon Kirsty Sharon"),
    "ot": W("Agnieszka Katarzyna Oksana Ilona Dorota Mei Hana Yuki Thi Linh"),
}
FIRST_M_G = {
    "ga": W("Cathal Donal Eoin Fergal Ruairí Pádraig Tadhg Colm Diarmuid Oisín Seán Declan"),
    "br": W("Alistair Crispin Hamish Rupert Torquil Ewan Fraser Angus Callum Derek Barry Clive Trevor Malcolm Keith Graham Nigel Desmond"),
    "sa": W("Rajesh Sanjay Imran Tariq Faisal Naveed Kamal Arjun Vikram Omar Chinedu Kwame"),
    "us": W("Tyler Brandon Cody Dwayne Jamal Travis Darnell Kurt Rusty Wade Royston Keith Derek"),
    "fr": W("Étienne Mathieu Sébastien Réjean Gilles Yannick Benoît Luc Marc-André Denis"),
    "au": W("Bradley Shane Brett Dale Jarrod Kieran Lachlan Mitchell Rhys Bevan"),
    "ot": W("Tomasz Piotr Andrzej Bogdan Marek Hiroshi Kenji Minh Tuan Wei"),
}
FIRST_GROUPS = {
    "UK": ["br", "br", "br", "sa", "ga", "ot", "au"],
    "IE": ["ga", "ga", "ga", "br", "ot"],
    "US": ["us", "us", "us", "br", "sa", "ot", "fr"],
    "CA": ["fr", "fr", "us", "br", "sa", "ot", "ga"],
    "AU": ["au", "au", "au", "br", "ot", "sa", "ga"],
}
FIRST_X = W("Alex Jordan Sam Robin Morgan Jamie Casey Rowan Charlie Riley")

SURNAMES = W("""Ashworth Blackmore Caddick Dunstable Edgeworth Fairbrother Gisborne Hollowell
Inchbald Jellicoe Kettleby Lathbury Marchbank Netherton Oakshott Pennycuick Quarrie
Rawcliffe Sowerbutts Thistlewood Underhill Vardy-Rowe Wakelin Yeadon Aldous Brimble
Coldicott Dimmock Entwhistle Fothergill Grindrod Haverstock Illingworth Jagger-Bell
Kitching Lumsden Mottershead Nuttall Ormerod Pilkington Quibell Rushworth Stringfellow
Tattersall Uttley Varley Whitlock Cresswell Birtwistle Hobday Pargeter Scattergood""")

SURN_IE = L("""O'Donoghue; Mac Craith; Ní Bhriain; Ó Súilleabháin; McGillycuddy; O'Halloran;
Cusack; Fitzmaurice; Kinsella; Mulcahy; Nagle; Prendergast; Scanlon; Tierney; Whelan;
Breathnach; Coughlan; Dineen; Geaney; Heffernan; Lenihan; Moynihan; O'Dwyer; Quinlivan;
Rabbitte; Shinnick; Twomey; Aherne; Begley; Cronin-Daly""")

SURN_FR = W("""Bergeron Charbonneau Desrochers Fréchette Gauthier-Roy Lévesque Marcotte
Ouellette Paquin Rivard St-Onge Thibodeau Vaillancourt Beaudoin Cloutier Duquette""")

SURN_US = W("""Abernathy Bledsoe Castellano Delacroix Eberhardt Fenwick Grissom Hollister
Iverson Jankowski Kowalczyk Lindqvist Mancuso Nakamura Okonkwo Petrakis Quintero
Rasmussen Szymanski Trujillo Uribe Vasquez-Hale Washburn Yablonski Zamora Coombs""")

SURN_AU = W("""Bannister Cheetham Dunleavy Flanagan-Moore Goldsworthy Hazelwood Kilpatrick
Lovegrove McTavish Nankervis Penhaligon Rowntree Trevorrow Wetherall Yeo Zappia
Kostopoulos Nguyen-Tran Papadakis Castellari""")

SURN_SA = W("""Chaudhry Deshpande Ghoshal Iyengar Kapadia Malhotra Nadkarni Raghunathan
Siddiqui Trivedi Venkataraman Bhattacharjee Okafor Adeyemi Mensah Boateng Eze""")

SURN_BY_C = {
    "UK": SURNAMES + SURN_SA + SURN_AU[:6],
    "IE": SURN_IE + SURNAMES[:20],
    "US": SURN_US + SURNAMES[20:] + SURN_SA[8:],
    "CA": SURN_FR + SURN_US[:14] + SURNAMES[30:] + SURN_SA[:6],
    "AU": SURN_AU + SURNAMES[10:35] + SURN_SA[10:],
}

# ---------------------------------------------------------------- places
TOWNS = {
    "UK": L("""Caddingford; Heddonbury; Swaleby Cross; Lindhurst Magna; Brenwick; Oxley Marsh;
Fennick; Stallbridge; Corrowmoor; Haverleigh; Pelham Down; Rushmere Abbey; Tollerby;
Wyndcastle; Ashenford; Milbeck; Garrowfield; Quenby Bridge; Netherwell; Saltcombe Regis"""),
    "IE": L("""Ballyrowan; Kilmoragh; Drumcaran; Carrigowen; Rathbrennan; Lisdrumm; Clonbarra;
Knockavoy; Gortnaslee; Ballinclare Bridge; Templeshanbo West; Castlemurragh; Inishlorcan;
Moyvalley Cross; Dunrahan"""),
    "US": L("""Cedar Hollow; Marlow Springs; Fairhaven Junction; Pinecrest Falls; Oak Bluff;
Harlan Ridge; Winslow Creek; Bramble Heights; Silver Fork; Dunmore Park; Kettle Rock;
Amberly; North Tabor; Lake Quimby; Shaddock; Port Vashon; Elk Prairie; Greyhaven"""),
    "CA": L("""Port Elsworth; Maple Narrows; Riverbend Landing; Lac-Sombre; New Kirkton;
Birchmouth; Saint-Amable-des-Pins; Cobalt Lake; Grayling Falls; Tamarack Hill; Fort Ashby;
Beaumanoir; Sandpiper Bay; Owlhead; Kinnear Mills"""),
    "AU": L("""Wattle Creek; Banksia Heights; Yarrabin; Coolabah Downs; Mirrindale; Kurrajong Vale;
Tallowood; Bellbird Flat; Gumbarra; Pelican Point; Emu Plains West; Quandong Ridge;
Corella Park; Mulga Springs; Bindaree"""),
}

REGIONS = {
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Maine", "ME"), ("Indiana", "IN"),
           ("Pennsylvania", "PA"), ("Massachusetts", "MA"), ("Michigan", "MI"),
           ("Minnesota", "MN"), ("Colorado", "CO"), ("Texas", "TX"), ("Georgia", "GA"),
           ("Washington", "WA"), ("Wisconsin", "WI"), ("Iowa", "IA"), ("Vermont", "VT"),
           ("North Carolina", "NC"), ("California", "CA"), ("New York", "NY")],
    "CA": [("Ontario", "ON"), ("British Columbia", "BC"), ("Nova Scotia", "NS"),
           ("Manitoba", "MB"), ("Alberta", "AB"), ("Quebec", "QC"), ("Saskatchewan", "SK"),
           ("New Brunswick", "NB")],
    "AU": [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"),
           ("South Australia", "SA"), ("Western Australia", "WA"), ("Tasmania", "TAS")],
}

COUNTIES = {
    "UK": W("Derbyshire Shropshire Cumbria Norfolk Lancashire Somerset Dorset Wiltshire Durham Kent"),
    "IE": W("Cork Kerry Galway Mayo Limerick Tipperary Wexford Donegal Sligo Westmeath Clare Offaly"),
}

STREET_NAMES = W("""Alderbrook Birchfield Coppergate Damson Elmtree Foxglove Gorsey Hawthorn
Ivybridge Juniper Kingfisher Larkspur Meadowsweet Nightjar Orchard Plover Quarry Redwing
Sorrel Thrush Upton Vicarage Willowherb Yarrow Bracken Chalkpit Dovecote Ferncliffe Gannet
Heathside Lapwing Millrace Nettlebed Osier Pippin Rookery Saltmarsh Tanyard Wagtail""")

STREET_SUF = {
    "UK": W("Road Street Lane Close Crescent Avenue Way Grove Terrace Gardens Drive Mews"),
    "IE": W("Road Street Park Avenue Lawn Heights Grove Drive Terrace Close View"),
    "US": W("Street Avenue Road Drive Lane Court Boulevard Way Place Terrace"),
    "CA": W("Street Avenue Road Drive Crescent Court Boulevard Way Trail"),
    "AU": W("Street Road Avenue Parade Crescent Close Court Drive Place Way Terrace"),
}
US_SUF_ABBR = {"Street": "St", "Avenue": "Ave", "Road": "Rd", "Drive": "Dr", "Lane": "Ln",
               "Court": "Ct", "Boulevard": "Blvd", "Place": "Pl", "Terrace": "Ter", "Way": "Way"}

ESTATES_IE = W("Ardmore Cnoc Rathmore Glenbeigh Beechlawn Oakpark Woodview Riverside")

# ---------------------------------------------------------------- care sites
HOSP_PATTERNS = ["{t} General Hospital", "{t} University Hospital", "{t} District Hospital",
                 "{t} Psychiatric Centre", "{t} Mental Health Centre", "{t} Infirmary",
                 "{t} Regional Hospital", "{t} Community Hospital"]
HOSP_NAMED = {
    "UK": L("""Larkhill Park Hospital; Ferrisham Royal Infirmary; The Harcourt Unit; Whinmoor House;
Brackendale Hospital; Quarrington Lodge; Sedgecroft Hospital"""),
    "IE": L("""St Colmcille's Hospital Dunrahan; Ardnaveigh University Hospital; Brookfield Lodge;
Our Lady of Clonbarra Hospital; Sliabh Mór Centre; St Fionnbarr's Approved Centre"""),
    "US": L("""Mercy Vale Medical Center; Hollister-Grant Behavioral Health; Saint Odilia Hospital;
Bayliss Memorial Hospital; Northfork Behavioral Hospital; Corwin Health Pavilion"""),
    "CA": L("""Hôpital Sainte-Brigitte-du-Lac; Grand Narrows Health Centre; Kinnear Memorial Hospital;
Lakehead Mental Health Centre; Royal Tamarack Hospital"""),
    "AU": L("""Corella Bay Private Hospital; Mirrindale Base Hospital; Banksia Clinic;
The Kurrajong Centre; Wattlegrove Private Hospital; St Brendan's Pelican Point"""),
}
WARD_NAMES = W("""Kestrel Heron Osprey Rowan Willow Cedar Linnet Marram Avocet Curlew Hazel
Sycamore Bluebell Heather Lomond Tamar Medlar Wren Merlin Harebell""")
WARD_SUF = ["Ward", "Unit", "Ward", "Lodge", "Ward"]
CLINIC_PATTERNS = ["{x} Neuromodulation Clinic", "{x} Interventional Psychiatry Service", "{x} Brain Stimulation Clinic",
                   "{x} Mood Disorders Clinic", "{x} Neuromodulation Centre"]
CLINIC_KIND = {"tms": ["{x} TMS Centre", "{x} TMS Clinic", "{x} rTMS Service"],
               "ketamine": ["{x} Ketamine Clinic", "{x} Infusion Centre"],
               "esketamine": ["{x} Esketamine Clinic", "{x} Treatment-Resistant Depression Clinic"],
               "ect": ["{x} ECT Centre", "{x} ECT Clinic"]}
CLINIC_X = W("""Harbourlight Clearwater Northgate Lanternfield Bluestone Wrenfield Copperbeech
Silverwell Tidewater Greystoke Amberlea Fernhollow""")
PRACTICE_PATTERNS = {
    "UK": ["{s} Road Surgery", "{t} Medical Centre", "{t} Health Centre", "The {s} Practice"],
    "IE": ["{t} Medical Centre", "{s} Family Practice", "{t} Health Centre", "{s} Clinic"],
    "US": ["{t} Family Medicine", "{s} Primary Care", "{t} Internal Medicine Associates"],
    "CA": ["{t} Family Health Team", "{s} Medical Clinic", "{t} Community Health Centre"],
    "AU": ["{t} Medical Centre", "{s} Family Practice", "{t} GP Clinic", "{s} Street Surgery"],
}
PHARM_PATTERNS = ["{t} Pharmacy", "{s} Chemist", "{s} Pharmacy", "{t} Discount Chemist"]
TEAM_PATTERNS = {
    "UK": ["{t} CMHT", "{t} North CMHT", "{t} Crisis Resolution Team", "{t} Home Treatment Team",
           "{t} Older Adults CMHT"],
    "IE": ["{t} Community Mental Health Team", "{t} Day Hospital", "{t} Home-Based Treatment Team"],
    "US": ["{t} Outpatient Behavioral Health", "{t} Intensive Outpatient Program",
           "{t} Community Counseling Center"],
    "CA": ["{t} Community Mental Health Program", "{t} Mood and Anxiety Clinic",
           "{t} Assertive Community Treatment Team"],
    "AU": ["{t} Community Mental Health Service", "{t} Acute Care Team", "{t} Adult Mental Health Team"],
}
CARE_HOMES = L("""Rosebank Care Home; Hollybrook Lodge Nursing Home; Meadowcroft House;
The Orchards Residential Care; Glenavon Nursing Home; Saltire Court Care Home""")
BUILDINGS = L("""Hartley Wing; Fenner Building; the Gatehouse Block; Lister House;
Oakwood Pavilion; the Aubrey Building; Cobham Wing; Tennant Block; Marlowe Annexe""")

# ---------------------------------------------------------------- organisations
EMPLOYERS_ANY = L("""Grayfield Logistics; Harrowby Mills; Pemberton & Lisle Solicitors; Bracewell Engineering;
Lanyon Software; Marchbank Printworks; Brightwater Dairies; Vantage Point Call Centre; Ashby & Crane Accountants;
Quarry Hill Bakery; Fernlea Garden Centre; Albemarle Insurance Brokers""")
EMPLOYERS_C = {
    "UK": L("Northgate Building Society; Trellis Housing Association; Coppice Lane Primary School; Holloway Street Methodist Church; Saltire Freight"),
    "IE": L("Dunmore Credit Union; Corrib Valley Creamery; St Declan's Community School; Kilmoragh Co-operative Mart"),
    "US": L("Kettle Rock Unified School District; Harlan Ridge Feed & Supply; Greyhaven County Transit; First Tabor Baptist Church"),
    "CA": L("Owlhead Fisheries Co-op; Beaumanoir Collegiate; Birchmouth Paper Mill; Laurentide Hardware"),
    "AU": L("Tallowood Shire Council; Mirrindale TAFE; Ridgeback Mining Services; Bellbird Flat Bowls Club"),
}
INSURERS = {
    "US": L("Granite Mutual Health; Bluehaven Health Plans; Cascadia Care Insurance; Keystone Meridian Health"),
    "CA": L("Maplecrest Benefits; Northern Shield Group Insurance; Laurentide Assurance"),
    "AU": L("Southern Cross Wattle Health Fund; Coastline Members Health; Redgum Health Fund"),
    "IE": L("Shannonside Health Insurance; Ériu Medical Cover"),
    "UK": L("Penmoor Private Healthcare; Albion Health Assurance"),
}
ADVOCACY = L("""Voiceline Advocacy; Clearpath Independent Advocacy; Speakeasy Mental Health Advocacy;
Harbour Rights Advocacy Service; Common Ground Peer Advocacy""")
TRANSPORT = L("""Swiftline Patient Transport; Ashcombe Taxis; Redgum Community Transport;
Mercury Non-Emergency Transport; Bluebird Cabs""")
SCHOOLS = L("""Quenby Bridge Academy; Fairhaven Junction High School; Banksia Heights Secondary College;
St Declan's Community School; Grayling Falls Collegiate; Milbeck Sixth Form College""")

PROFESSIONS = L("""secondary school teacher; primary school teacher; bus driver; lorry driver; accountant;
hairdresser; dairy farmer; electrician; civil engineer; software developer; bookkeeper; chef;
paramedic; librarian; social worker; plumber; postal worker; retail manager; pharmacist;
solicitor; barrister; carpenter; taxi driver; warehouse operative; care assistant; police officer;
firefighter; graphic designer; university lecturer; dental nurse; mechanic; fitness instructor;
journalist; architect; quantity surveyor; baker; welder; radiographer; veterinary nurse;
bank clerk; estate agent; farm labourer; fisherman; cleaner; shop assistant; HGV driver;
nursery nurse; payroll officer; translator; machinist; sheet metal worker; railway signaller;
customs officer; dispatcher; church minister; museum curator; truck driver; realtor; attorney;
nurse aide; high school counselor; line cook; data analyst; insurance adjuster; union organizer""")

RELATIONS_F = ["wife", "daughter", "mother", "sister", "partner", "niece", "friend", "neighbour"]
RELATIONS_M = ["husband", "son", "father", "brother", "partner", "nephew", "friend", "neighbour"]

COUNTRY_NAMES = {"UK": "United Kingdom", "IE": "Ireland", "US": "United States",
                 "CA": "Canada", "AU": "Australia"}
OTHER_COUNTRIES = W("""Poland Portugal Lithuania Romania India Pakistan Nigeria Ghana Philippines Vietnam
Spain Greece Italy Germany Brazil Kenya Jamaica Scotland Wales""")
OTHER_COUNTRIES = [c for c in OTHER_COUNTRIES if c not in ("Scotland", "Wales")] + ["New Zealand",
                   "South Africa", "Sri Lanka", "the Netherlands"]
