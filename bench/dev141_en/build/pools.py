"""Invented value pools for dev141_en. Every person, place and organisation name is made up.
Real country, US state and Canadian province names appear as themselves."""


def _s(block):
    return [x.strip() for x in block.replace("\n", ";").split(";") if x.strip()]


# --- given names (many origins; several are ordinary English words) ---
FIRST_F = _s("""
Hope;Faith;Grace;Joy;Rose;Daisy;Lily;Ivy;Summer;Autumn;Dawn;Amber;Crystal;Ruby;Pearl;Jade;Honor;Patience;Sunny;Brook;
Olivia;Emma;Ava;Sophia;Chloe;Zoe;Madison;Harper;Aaliyah;Imani;Nia;Amara;Chidinma;Ngozi;Adaeze;Folake;Abena;Ama;Wanjiru;
Fatima;Aisha;Mariam;Yasmin;Layla;Noor;Zainab;Hodan;Fadumo;Ayaan;Sofia;Valentina;Camila;Ximena;Guadalupe;Lucía;Mariana;
Itzel;Daniela;Priya;Ananya;Aditi;Kavya;Harpreet;Simran;Gurleen;Mei;Xiu Ying;Yuna;Hana;Sakura;Ji-woo;Seo-yeon;Linh;Thao;
Ngoc Anh;Mai;Maria;Ana;Isabela;Fernanda;Nadia;Oksana;Olena;Katya;Anastasia;Zofia;Agnieszka;Élodie;Camille;Maëlle;
Geneviève;Rosalie;Marie-Ève;Siobhan;Aoife;Niamh;Kiara;Talia;Leah;Miriam;Esther;Rivka;Ayelet;Destiny;Precious;Shanice;
Keisha;Tamika;Jazmine;Marisol;Wren;Hazel;Willow;Poppy;Clover;Leilani;Malia;Noelani;Aiyana;Kaya;Ingrid;Astrid;Freya;
Beatriz;Inês;Tatiana;Yolanda;Mercy;Blessing;Charity;Temperance;Liberty;Harmony;Melody;Star;Skye;Meadow;Raven
""")
FIRST_M = _s("""
Hunter;Mason;Chase;Grant;Miles;Victor;Max;Will;Mark;Bill;Pat;Guy;Rich;Jack;Cash;Reed;Forrest;Heath;Dale;Glen;Clay;Rocky;
Sonny;Liam;Noah;Ethan;Lucas;Owen;Caleb;Jaxon;Elijah;Jayden;Malik;DeShawn;Tyrone;Darnell;Jamal;Kwame;Kofi;Chukwuemeka;
Obinna;Tunde;Emeka;Oluwaseun;Abdi;Mohamed;Ahmed;Omar;Yusuf;Ibrahim;Khalid;Hamza;Tariq;Santiago;Mateo;Diego;Alejandro;
José;Luis;Juan Pablo;Emiliano;Joaquín;Arjun;Rohan;Vikram;Aarav;Ishaan;Gurpreet;Harjit;Manpreet;Wei;Hao;Jun;Haruto;Ren;
Kenji;Min-jun;Seo-jun;Minh;Quang;Bao;Tuan;Dmitri;Oleksandr;Mykola;Pavel;Tomasz;Jakub;Étienne;Mathis;Félix;Thierry;
Jean-François;Rémi;Cian;Oisín;Declan;Eamon;Ari;Eli;Moshe;Yosef;Malakai;Keanu;Kai;Tane;Nikolai;Björn;Lars;Sven;Anders;
Rafael;Thiago;Gabriel;Jordan;Taylor;River;Sky;Denver;Tanner;Colt;Ryder;Knox;Bear;Justice;Royal;King;Ace;Duke;Sterling
""")
SURNAMES = _s("""
Baker;Cook;Young;King;Bell;Park;Hill;Lane;Wood;Stone;Snow;Frost;Gray;Green;Brown;White;Black;Rich;Strong;Hale;Sharp;Swift;
Wise;Bishop;Church;Banks;Price;Hart;Marsh;Field;Ford;Page;Reed;Love;Moody;Hunter;Mason;Carpenter;Fisher;Shepherd;Turner;
Barlow;Moro;Tanner;Graves;Wilson;Kawasaki;Hope;Rose;Day;Knight;Savage;Sparks;Brooks;Rivers;Waters;Woods;Booth;Hall;Dean;
Grant;Chase;Miles;Sterling;Noble;Little;Armstrong;Gentry;Lamb;Fox;Crane;Drake;Nash;Moon;Sweet;Goodwin;Pride;
Okafor;Adeyemi;Nwosu;Mensah;Boateng;Osei;Abdi;Hussein;Warsame;Mohamud;Haddad;Khoury;Nasser;Rahman;Chowdhury;Siddiqui;
Patel;Shah;Desai;Iyer;Reddy;Nair;Singh;Dhillon;Sandhu;Grewal;Gill;Chen;Wang;Liu;Zhang;Huang;Lin;Nguyen;Tran;Pham;Le;Vo;
Kim;Lee;Choi;Jung;Tanaka;Sato;Nakamura;Yamamoto;Garcia;Hernández;López;Martínez;Ramírez;Flores;Castillo;Morales;Reyes;
Cruz;Ortiz;Gutiérrez;Santos;Oliveira;Pereira;Silva;Costa;Ferreira;Kowalski;Nowak;Wiśniewski;Kovalenko;Shevchenko;
Bondarenko;Ivanova;Petrov;Novak;Horvat;Tremblay;Gagnon;Bouchard;Côté;Gauthier;Lavoie;Pelletier;Bélanger;Leblanc;Roy;
Ouellette;O'Brien;O'Connell;McCarthy;Fitzgerald;Kennedy;MacDonald;MacLeod;Campbell;Fraser;Stewart;Murray;Robertson;
Johansson;Lindqvist;Nielsen;Jensen;Larsen;Goldberg;Cohen;Levy;Friedman;Katz;Rosenberg;Jean-Baptiste;Pierre;Toussaint;
Joseph;Baptiste;Alexandre;Kealoha;Mahoe;Tuilagi;Fonoti;Tupou;Begay;Yazzie;Tsosie;Papadopoulos;Georgiou;Russo;Romano;
Esposito;Bianchi;Rossi;Yilmaz;Demir;Öztürk;Sharma;Kaur;Banerjee;Mukherjee;Bose;Abebe;Tesfaye;Haile;Girma;Mekonnen;
Dubois;Okonkwo;Achebe;Van der Berg;De Souza;St. Louis;Al-Amin;Ben-David;Della Rosa;Ng;Wu;Ho;Yu;Lim;Tan;Oyelaran
""")
NICKNAMES = _s("Bubba;Peanut;Junior;JJ;Bean;Buddy;Sissy;Tink;Mac;Lulu;Bo;Coco;Squirt;Moe;Bug;Nana;Deedee;Kiki;Tito;Chico")

# --- places ---
TOWNS_US = _s("""
Alder Springs;Brindle Creek;Cobbleton;Dunmore Falls;East Haverly;Fairhollow;Glenrock Ridge;Harlow;Iverton;Juniper Flats;
Kestrel Bay;Lakemont;Millbrook Falls;New Carrow;Oakhaven;Quarry Hill;Redwater Junction;Sallowfield;Tamberlin;Underwood Gap;
Vessey;Wickham Grove;Yellowbank;Zellmore;Ashcombe;Barrowdale;Cindertown;Dovecote;Elmstead Mills;Fernleigh;Gorsefield;
Hollis Creek;Ironbridge Falls;Jessup Landing;Kittering;Larkspur Valley;Marrowby;Nettlefield;Orchard Bend;Pellham Cross;
Ravenglass;Sorrel Point;Thistlewood;Vandermere;Wexley;Bramblecrest;Cottonwood Reach;Dusty Fork
""")
TOWNS_CA = _s("""
Port Alder;Saint-Aubin-des-Prés;Kestrel Harbour;North Tamsett;Birchmere;Lac-Bérubé;Cedar Narrows;Grandview Landing;
Fort Callan;Wexbury;Maple Shoal;Pinecrest Bay;Riverbend Flats;Stonehurst;Thornecliffe;Varenne-sur-Lac;Westholm;
Yarrowdale;Amberleigh;Belcourt Station;Caribou Narrows;Dorval-les-Pins;Eastbrook Mills;Frasier Cove;Gullhaven;
Hemlock Falls;Inverallan;Jasperton;Kinross Bay;Loonview;Mistral-sur-Mer;Norland Creek;Otterburn Point;Petite-Rivière-Lasalle;
Quillan;Rockhaven;Saint-Clément-du-Lac;Tamarack Hills;Upper Windham;Valcourt-Nord
""")
COUNTIES = _s("Harlow County;Brandt County;Sallow County;Kittering County;Marrowby County;Vessey Parish;Elk Run County;Tamsett County")
STREET_NAMES = _s("""
Elm;Juniper;Birch;Cedar;Maple;Willow;Larch;Hawthorn;Sycamore;Chestnut;Linden;Alder;Poplar;Magnolia;Dogwood;Sumac;
Kingfisher;Heron;Bluebell;Primrose;Foxglove;Thistle;Clover;Meadowlark;Sparrow;Cardinal;Wren;Osprey;Pheasant;
Harbour View;Lakeshore;Riverside;Millpond;Quarry;Orchard;Ridgeback;Stonegate;Windmill;Old Mill;Church;Station;Mill;
Tamsett;Carrow;Ashgrove;Fenwick;Dunmore;Halloway;Kittering;Ravensworth;Sorrel;Vandermere;Gallant;Prospect;Liberty
""")
STREET_TYPES_US = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Lane", "Ln", "Court", "Ct", "Way",
                   "Boulevard", "Blvd", "Place", "Pl", "Terrace", "Circle", "Trail", "Pike"]
STREET_TYPES_CA = ["Street", "St", "Avenue", "Ave", "Road", "Rd", "Drive", "Dr", "Crescent", "Cres", "Court", "Crt",
                   "Way", "Boulevard", "Blvd", "Place", "Terrace", "Gate", "Line", "Concession Rd", "Sideroad", "Chemin"]

US_STATES = [("Alabama", "AL"), ("Alaska", "AK"), ("Arizona", "AZ"), ("Arkansas", "AR"), ("California", "CA"),
             ("Colorado", "CO"), ("Connecticut", "CT"), ("Delaware", "DE"), ("Florida", "FL"), ("Georgia", "GA"),
             ("Hawaii", "HI"), ("Idaho", "ID"), ("Illinois", "IL"), ("Indiana", "IN"), ("Iowa", "IA"),
             ("Kansas", "KS"), ("Kentucky", "KY"), ("Louisiana", "LA"), ("Maine", "ME"), ("Maryland", "MD"),
             ("Massachusetts", "MA"), ("Michigan", "MI"), ("Minnesota", "MN"), ("Mississippi", "MS"),
             ("Missouri", "MO"), ("Montana", "MT"), ("Nebraska", "NE"), ("Nevada", "NV"), ("New Hampshire", "NH"),
             ("New Jersey", "NJ"), ("New Mexico", "NM"), ("New York", "NY"), ("North Carolina", "NC"),
             ("North Dakota", "ND"), ("Ohio", "OH"), ("Oklahoma", "OK"), ("Oregon", "OR"), ("Pennsylvania", "PA"),
             ("Rhode Island", "RI"), ("South Carolina", "SC"), ("South Dakota", "SD"), ("Tennessee", "TN"),
             ("Texas", "TX"), ("Utah", "UT"), ("Vermont", "VT"), ("Virginia", "VA"), ("Washington", "WA"),
             ("West Virginia", "WV"), ("Wisconsin", "WI"), ("Wyoming", "WY")]
CA_PROVS = [("Ontario", "ON"), ("Quebec", "QC"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"),
            ("Saskatchewan", "SK"), ("Nova Scotia", "NS"), ("New Brunswick", "NB"), ("Newfoundland and Labrador", "NL"),
            ("Prince Edward Island", "PE"), ("Yukon", "YT"), ("Northwest Territories", "NT"), ("Nunavut", "NU")]
CA_POST_FIRST = {"ON": "KLMNP", "QC": "GHJ", "BC": "V", "AB": "T", "MB": "R", "SK": "S", "NS": "B", "NB": "E",
                 "NL": "A", "PE": "C", "YT": "Y", "NT": "X", "NU": "X"}
COUNTRIES = _s("""
Guatemala;Honduras;El Salvador;Mexico;Haiti;Jamaica;Dominican Republic;Colombia;Venezuela;Brazil;Peru;Somalia;Ethiopia;
Eritrea;Nigeria;Ghana;Kenya;Sudan;Congo;Syria;Iraq;Afghanistan;Yemen;Lebanon;Egypt;Morocco;India;Pakistan;Bangladesh;
Nepal;Sri Lanka;Philippines;Vietnam;China;South Korea;Japan;Ukraine;Poland;Romania;Portugal;Italy;Ireland;France;Germany;
Turkey;Iran;Myanmar;Cuba;Trinidad and Tobago;Fiji;Samoa;Tonga
""")

# --- care sites (hospital, clinic, practice, pharmacy, ward) ---
HOSP_US = _s("""
Kestrel Valley Children's Hospital;St. Brigid's Children's Hospital;Millbrook Regional Medical Center;Harlow Memorial Hospital;
Lakemont Women & Infants Hospital;Fairhollow Community Hospital;Oakhaven Pediatric Specialty Center;Mercy Tamberlin Hospital;
Dunmore Falls General;Glenrock University Hospital;Sallowfield Children's Medical Center;Iverton Valley Health;
Bramblecrest Medical Center;Wickham Grove Regional;Our Lady of the Orchard Hospital;Hollis Creek Medical Center
""")
HOSP_CA = _s("""
Port Alder Children's Health Centre;Kestrel Harbour General Hospital;Hôpital Sainte-Odile;Birchmere Regional Health Centre;
Thornecliffe Hospital for Sick Children;Wexbury Memorial Hospital;Cedar Narrows District Hospital;Centre hospitalier de Varenne;
Stonehurst Women's and Children's Hospital;Fort Callan Health Sciences Centre;Rockhaven General;Loonview Community Hospital;
Tamarack Hills Regional Hospital;St. Aidan's Children's Centre
""")
CLINICS_US = _s("""
Alderwood Pediatrics;Northgate Pediatric Associates;Little Sprouts Pediatrics;Harlow Family Medicine;Brindle Creek Community Health Center;
Juniper Flats Children's Clinic;Sallowfield Teen Health;Lakemont Pediatric Group;Oakhaven Kids Care;
Cobbleton Free Clinic;Wexley Pediatrics & Adolescent Medicine;Pellham Cross Family Practice
""")
CLINICS_CA = _s("""
Maplecrest Family Health Team;Birchmere Paediatrics;Port Alder Community Health Centre;Clinique pédiatrique des Prés;
Westholm Children's Clinic;Gullhaven Family Practice;Yarrowdale Medical Clinic;Pinecrest Bay Health Centre;
Kinross Bay Youth Wellness Hub;Norland Creek Nursing Station
""")
WARDS = _s("Sunflower Unit;Otter Ward;7 North;4 West;Lighthouse Unit;Robin Nursery;Starfish Ward;5 South;Cedar Unit;Harbour Pod;Tamarack Ward;3 East")
PHARMACIES = _s("""
Bramble Pharmacy;Marlow Drugs;Pinecrest Pharmacy;Kittering Apothecary;Corner Apothecary;Lakeside Rx;Fenwick Pharmacy;
Ravensworth Pharmacy;Sorrel Point Drugs;Carrow Family Pharmacy
""")
# --- organisations ---
SCHOOLS = _s("""
Hollis Creek Elementary;Lakemont Middle School;St. Edmund Catholic Secondary;Juniper Flats Elementary;Wexbury Secondary School;
Tamberlin Academy;Riverbend Flats Collegiate;Ashcombe Montessori;Dunmore Falls High School;École Saint-Aubin;
Birchmere Public School;Cobbleton Christian Academy;Kestrel Bay Junior High;Oakhaven Charter School;Fernleigh Intermediate
""")
DAYCARES = _s("Little Acorns Daycare;Busy Bees Learning Centre;Sunshine Tots Child Care;Kiddie Cove Corners;Tiny Steps Early Learning;Garderie Les Petits Pas;Bright Meadows Co-op Nursery")
CAMPS = _s("Camp Tamarack Ridge;Camp Kestrel Lake;Camp Birchbark;Loon Lake Bible Camp;Camp Sorrel Pines;Camp Ravenglass;Camp Otterburn")
TEAMS = _s("""
Eastwick Thunder Hockey Club;Lakemont Lightning Soccer;Harlow Hawks Football;Kestrel Bay Swim Club;Wexbury Wolves Basketball;
Birchmere Gymnastics Academy;Fairhollow Figure Skating Club;Cobbleton Cyclones Lacrosse
""")
EMPLOYERS = _s("""
Brightline Logistics;Carrow Foods;Harlow Steel Fabricators;Kestrel Bay Fisheries;Dunmore Quarry Co.;Tamberlin Credit Union;
Wexley Auto Body;Oakhaven Public Schools;Pinecrest Grocers;Redwater Oilfield Services;Glenrock Poultry;Sallow Valley Farms;
Northway Home Care;Marrowby Casino;Cindertown Call Centre;Bramblecrest Construction;Fenwick Hardware;Lakemont Daily Gazette
""")
INSURERS_US = _s("Northstar Health Plan;Bluewater Family Care;Keystone Kids Health Plan;Harbor Mutual;Summit Choice Medicaid;Prairie Shield;TriRiver Health Partners;Evergreen Community Care")
INSURERS_CA = _s("Maple Mutual Benefits;Great Loon Life;Coastline Group Benefits;Lac-Vert Assurance;Prairie Cross Benefits")
CHURCHES = _s("Grace Fellowship Church;St. Jude's Parish;Iglesia Roca de Salvación;Masjid Al-Noor of Harlow;Beth Shalom Congregation;Kestrel Bay Gurdwara Sahib")
COMMUNITY = _s("""
Eastwick Youth Centre;Harlow Family Resource Center;Birchmere Food Bank;Nettlefield Newcomer Services;Kittering Early Years Hub;
Wexbury Youth Club;Lakemont Teen Parent Program;Sorrel Point Friendship Centre
""")
LANDMARKS = _s("""
Hartwell Pavilion;Riverside Mall;Kinsmen Park;Greyfield Arena;Tamsett Community Centre;Lakeshore Trail;Marlow Bridge;
Pinecrest Plaza;Wexbury Public Library;Harlow Splash Pad;Birchmere Skate Park;Orchard Bend Motel;Sallow Creek Campground;
Ashcombe Transit Terminal;Fenwick Tower;Cobbleton Fairgrounds
""")
BUILDINGS = _s("Hartwell Pavilion;Ross Tower;Sloane Building;Atrium B;Keller Wing;Lindqvist Pavilion;North Tower;Bayview Annex")

PROF_ADULT = _s("""
electrician;welder;long-haul truck driver;dental hygienist;cashier;line cook;software developer;accountant;hairdresser;
daycare worker;teacher;police officer;firefighter;farmer;roofer;plumber;nurse;paramedic;pharmacist;bus driver;
warehouse associate;social worker;lawyer;real estate agent;graduate student;construction labourer;mechanic;chef;
fisherman;oil rig worker;miner;janitor;security guard;veterinarian;civil engineer;librarian;professor;pastor;
soldier;home health aide;seasonal farm worker;rideshare driver;dental assistant;forklift operator;baker;carpenter;
hunter guide;personal support worker;esthetician;bank teller;translator;taxi driver;crossing guard;school bus monitor
""")
PROF_TEEN = _s("lifeguard;barista;grocery bagger;babysitter;camp counsellor;dishwasher;lawn care worker;fast-food cook;hockey referee;dog walker;retail associate;farmhand")

def school_level(s):
    if any(w in s for w in ("Elementary", "Public School", "Montessori", "École")):
        return "elem"
    if any(w in s for w in ("Middle", "Junior High", "Intermediate")):
        return "mid"
    if any(w in s for w in ("Secondary", "High School", "Collegiate")):
        return "high"
    return "any"


ORDINAL = {1: "1st", 2: "2nd", 3: "3rd"}
NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
            "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]
HOLIDAYS_US = ["Christmas", "Thanksgiving", "New Year's Day", "Halloween", "Easter", "Fourth of July", "Labor Day", "Memorial Day", "Christmas Eve"]
HOLIDAYS_CA = ["Christmas", "Thanksgiving", "Canada Day", "Boxing Day", "Halloween", "Easter", "Victoria Day", "New Year's Eve", "Family Day"]
