"""Invented hospitals, practices, wards, schools, employers and other organisations."""

COMMON_ROOTS = ("Calderbrook Oakhanger Fernleigh Westmarch Ashcombe Wrenfield Kingsmere "
                "Harrowfield Larchwood Hollinbank Thornleigh Greyfriars Elmstead Hawksmoor "
                "Brackenridge Aldermoor Copperfield Stonebridge Whitmore Ravensdale Meadowbank "
                "Northgate Southmere Eastwick Westholme Highcliffe Brightwater Silverdale "
                "Foxhollow Cresswell Maplewood Bluewater Lakeside Riverbend").split()
EXTRA_ROOTS = {
    "UK": ["Braemoor", "Saltmarsh", "Lowther", "Ambleside", "Glenmire", "Mount Sorrel"],
    "IE": ["Dunmore", "Kilbarran", "Ballyrowan", "Glenmire", "Rathcoole Vale", "Knockaderry"],
    "US": ["Cedar Ridge", "Pine Hollow", "Harbor Point", "Redmond", "Harborview", "Prairie View"],
    "CA": ["Pine Hollow", "Port Alder", "Maple Bay", "Redmond", "Ste-Agathe"],
    "AU": ["Wattle Creek", "Banksia", "Tuart", "Glen Iris", "Jacaranda", "Coolabah"],
    "NZ": ["Kauri", "Kōwhai", "Pōhutukawa", "Tōtara", "Matariki", "Rimutaka"],
}
SAINTS = ["Aelred", "Cuthbert", "Oswin", "Werburgh", "Ninian", "Brendan", "Columba", "Aidan",
          "Bride", "Declan", "Finbarr", "Ita", "Hilda", "Chad", "Wilfrid", "Swithun",
          "Kentigern", "Dympna", "Jude", "Luke", "Agnes", "Monica", "Vincent", "Boniface"]
WARD_WORDS = ["Puffin", "Kingfisher", "Otter", "Squirrel", "Robin", "Ocean", "Rainbow", "Safari",
              "Seahorse", "Starfish", "Badger", "Hedgehog", "Owl", "Penguin", "Koala", "Kiwi",
              "Tui", "Dolphin", "Jellyfish", "Sunflower", "Butterfly", "Lighthouse", "Comet",
              "Meadow", "Nightingale", "Ladybird"]
SUFFIX = {
    "UK": ["Children's Hospital", "General Hospital", "University Hospital", "Royal Infirmary",
           "Women's Hospital", "District General Hospital", "Hospital for Children"],
    "IE": ["University Hospital", "Children's Hospital", "Regional Hospital", "General Hospital",
           "Maternity Hospital"],
    "US": ["Children's Medical Center", "Memorial Hospital", "University Medical Center",
           "Children's Hospital", "Regional Medical Center", "Women's Hospital"],
    "CA": ["Health Sciences Centre", "Children's Hospital", "General Hospital",
           "Regional Health Centre", "Women's Hospital"],
    "AU": ["Children's Hospital", "Base Hospital", "Women's and Children's Hospital",
           "Hospital", "Private Hospital"],
    "NZ": ["Hospital", "Children's Hospital", "Women's Hospital", "Base Hospital"],
}
CLEFT_UNIT = {
    "UK": ["Regional Cleft Centre", "Cleft Lip and Palate Unit", "Cleft Centre"],
    "IE": ["Cleft Centre", "National Cleft Unit"],
    "US": ["Craniofacial Center", "Cleft and Craniofacial Center", "Cleft Palate Clinic"],
    "CA": ["Cleft Lip and Palate Program", "Craniofacial Centre"],
    "AU": ["Cleft Clinic", "Craniofacial Unit"],
    "NZ": ["Cleft Service", "Cleft Clinic"],
}
PRACTICE = {
    "UK": ["{r} Surgery", "{r} Medical Practice", "{r} Health Centre", "The {r} Partnership",
           "{r} Road Surgery", "{r} Family Practice"],
    "IE": ["{r} Medical Centre", "{r} Family Practice", "{r} Health Centre", "{r} Clinic"],
    "US": ["{r} Pediatrics", "{r} Family Medicine", "{r} Pediatric Associates",
           "{r} Children's Clinic"],
    "CA": ["{r} Family Health Team", "{r} Medical Clinic", "{r} Pediatrics"],
    "AU": ["{r} Medical Centre", "{r} Family Practice", "{r} Medical Group"],
    "NZ": ["{r} Medical Centre", "{r} Health", "{r} Family Doctors"],
}
COMMUNITY = {
    "UK": ["{r} Child Development Centre", "{r} Community Clinic", "{r} Health Centre",
           "{r} Children's Centre"],
    "IE": ["{r} Primary Care Centre", "{r} Health Centre"],
    "US": ["{r} Pediatric Therapy Clinic", "{r} Community Health Center"],
    "CA": ["{r} Children's Treatment Centre", "{r} Community Health Centre"],
    "AU": ["{r} Community Health Centre", "{r} Child Health Centre"],
    "NZ": ["{r} Community Health Centre", "{r} Child Development Service"],
}
EMPLOYER = ["{r} Freight Ltd", "{r} Logistics", "Brightwell Foods", "Castlegate Bakery",
            "{r} Motors", "{r} Building Services", "Hartley & Sons Joinery", "{r} Care Homes",
            "{r} Dairies", "{r} Engineering", "{r} Construction", "Quayside Fisheries",
            "{r} Borough Council", "Greenway Supermarkets", "{r} Packaging", "{r} Tyres",
            "Pennine Coachworks", "{r} Vets", "{r} Plumbing & Heating", "Bluebird Cabs",
            "{r} Hotel", "{r} Distribution Centre", "{r} Garden Centre", "Harbourside Café"]
CHARITY = ["Cleft Families Together", "SmileBridge Trust", "Little Lips Network",
           "Palate Pals", "Open Wide Foundation", "Cleft Parents Circle", "First Smiles Trust",
           "Gentle Hands Family Support", "Bright Beginnings Charity"]
FAITH = ["{r} Baptist Church", "St {s}'s Church", "{r} Mosque", "{r} Gurdwara",
         "{r} Methodist Chapel", "{r} Pentecostal Fellowship", "{r} Mandir", "{r} Kingdom Hall"]
BUILDINGS = ["{r} Wing", "{r} Building", "{r} Pavilion", "{r} House", "{r} Outpatient Block"]
LANDMARKS = ["{r} Park", "{r} Leisure Centre", "{r} Retail Park", "{r} Shopping Centre",
             "{r} Playing Fields", "the {r} roundabout", "{r} Library"]


_CTRY = ["UK"]


def set_country(country):
    _CTRY[0] = country


def _root(rng):
    if rng.random() < 0.35:
        return rng.choice(EXTRA_ROOTS[_CTRY[0]])
    return rng.choice(COMMON_ROOTS)


def fill(rng, tmpl):
    return (tmpl.replace("{r}", _root(rng)).replace("{s}", rng.choice(SAINTS))
            .replace("{w}", rng.choice(["Acorn", "Star", "Sunbeam", "Bumblebee", "Sprout"])))


def hospital(rng, country, maternity=False):
    if maternity:
        suf = [s for s in SUFFIX[country] if "Women" in s or "Maternity" in s] + ["General Hospital"]
    else:
        suf = [s for s in SUFFIX[country] if "Women" not in s and "Maternity" not in s]
    r = rng.random()
    if r < 0.15:
        return "St %s's %s" % (rng.choice(SAINTS), rng.choice(suf))
    if r < 0.22 and country in ("UK", "AU", "CA") and not maternity:
        return "Royal %s %s" % (_root(rng), rng.choice(["Hospital", "Children's Hospital", "Infirmary"]))
    return "%s %s" % (_root(rng), rng.choice(suf))


def cleft_unit(rng, country):
    return "%s %s" % (_root(rng), rng.choice(CLEFT_UNIT[country]))


def ward(rng):
    return "%s %s" % (rng.choice(WARD_WORDS), rng.choice(["Ward", "Ward", "Unit", "Ward"]))


def practice(rng, country):
    return fill(rng, rng.choice(PRACTICE[country]))


def community(rng, country):
    return fill(rng, rng.choice(COMMUNITY[country]))


SCHOOL_BY_AGE = {
    "UK": (["{r} Nursery", "Little {w}s Nursery", "{r} Children's Centre Nursery"],
           ["{r} Primary School", "St {s}'s RC Primary School", "{r} Infant School", "{r} C of E Primary"],
           ["{r} Academy", "{r} High School", "{r} Grammar School"],
           ["{r} Sixth Form College", "{r} College", "University of {r}"]),
    "IE": (["{r} Creche", "Little {w}s Montessori"], ["Scoil {s}", "{r} National School", "St {s}'s NS"],
           ["{r} Community College", "Coláiste {s}", "{r} Secondary School"],
           ["{r} Institute of Technology", "{r} College of Further Education"]),
    "US": (["{r} Head Start", "{r} Preschool", "{r} Montessori"], ["{r} Elementary School"],
           ["{r} Middle School", "{r} High School"], ["{r} High School", "{r} Community College"]),
    "CA": (["{r} Daycare", "{r} Early Learning Centre"], ["{r} Public School", "École {r}", "{r} Elementary"],
           ["{r} Secondary School", "{r} Collegiate"], ["{r} College", "{r} Collegiate"]),
    "AU": (["{r} Kindergarten", "{r} Early Learning Centre"], ["{r} Primary School", "{r} State School"],
           ["{r} High School", "{r} College"], ["{r} TAFE", "{r} College"]),
    "NZ": (["{r} Kindergarten", "Te Kōhanga Reo o {r}"], ["{r} School", "{r} Primary"],
           ["{r} Intermediate", "{r} College", "{r} High School"], ["{r} College", "{r} Polytechnic"]),
}


def school(rng, country, age=6):
    young, mid, old, adult = SCHOOL_BY_AGE[country]
    if country == "US" and 14 <= age < 16:
        old = ["{r} High School"]
    elif country == "US" and 11 <= age < 14:
        old = ["{r} Middle School"]
    opts = young if age < 5 else (mid if age < 11 else (old if age < 16 else adult))
    return fill(rng, rng.choice(opts))


def employer(rng):
    return fill(rng, rng.choice(EMPLOYER))


def charity(rng):
    return rng.choice(CHARITY)


def faith(rng):
    return fill(rng, rng.choice(FAITH))


def building(rng):
    return fill(rng, rng.choice(BUILDINGS))


def landmark(rng):
    return fill(rng, rng.choice(LANDMARKS))


def pharmacy(rng):
    return fill(rng, rng.choice(["{r} Pharmacy", "{r} Chemist", "{r} Late Night Pharmacy"]))


PROFESSIONS = [
    "welder", "hairdresser", "bus driver", "primary school teacher", "nursery nurse",
    "HGV driver", "electrician", "plumber", "joiner", "care assistant", "accountant",
    "software developer", "chef", "barista", "taxi driver", "police officer", "firefighter",
    "soldier", "farmer", "shop assistant", "warehouse operative", "delivery driver", "cleaner",
    "pharmacist", "midwife", "dentist", "solicitor", "social worker", "engineer", "labourer",
    "postman", "baker", "builder", "mechanic", "receptionist", "call-centre adviser",
    "lecturer", "civil servant", "bank clerk", "retail manager", "security guard",
    "forklift driver", "roofer", "painter and decorator", "fisherman", "dairy farmer",
    "nail technician", "beautician", "estate agent", "scaffolder", "carpenter",
    "veterinary nurse", "paramedic", "teaching assistant", "dental nurse", "pharmacy technician",
    "lab technician", "train conductor", "graphic designer", "marketing manager",
    "pastor", "imam", "butcher", "sheep shearer", "truck driver", "nurse aide",
    "machinist", "kitchen porter", "hotel housekeeper", "student nurse", "university student",
    "IT support technician", "gardener", "tiler", "tattoo artist", "personal trainer",
]
PROFESSIONS_US = ["high school teacher", "line cook", "EMT", "paralegal", "parcel delivery driver",
                  "sales associate", "Army sergeant", "HVAC technician", "bartender",
                  "home health aide", "cashier", "realtor", "rancher", "pastor",
                  "warehouse associate", "medical assistant", "software engineer", "trucker"]
