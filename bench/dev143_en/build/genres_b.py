"""Genres: school nurse, practice nurse, developmental review, referral letter to paediatrics."""
import datetime as dt
import pools as P
import phi as H
import neg as N
import blocks as B
from phi import D, Doc


def td(n):
    return dt.timedelta(days=n)


def school_nurse(r):
    k = B.make_case(r, age_m=(50, 200))
    c, v = k["c"], k["visit"]
    d = Doc()
    y = k["age"][2]
    opts = ["drop-in", "health assessment", "care plan", "care plan"]
    opts += ["enuresis"] if 5 <= y <= 12 else []
    opts += ["NCMP follow-up"] if y in (4, 5, 10, 11) else []
    opts += ["emotional health", "emotional health"] if y >= 10 else []
    opts += ["head lice"] if y <= 11 else []
    opts += ["sexual health", "sexual health"] if y >= 14 else []
    reason = r.choice(opts)
    d.ln(r.choice(["SCHOOL NURSING SERVICE - CONTACT RECORD", "School Health Service", "School Nurse Note",
                   "School-Based Health Services - clinical note"]))
    yr = max(1, y - (5 if c == "AU" else 4))
    d.ln("School: ", ("ORGANIZATION", k["school"]), r.choice(["   Year: ", "   Year group: ", "   Class: "]),
         str(yr) + r.choice(["", "", "B", "H", "W"]))
    if r.random() < 0.6:
        sa = H.address(r, c)
        d.ln("School address: ", H.addr_items(r, sa), "  Tel ", ("PHONE", H.phone(r, c, "land")))
    B.demo_block(r, d, k, r.choice([["name", "dob", "hid", "addr"], ["name", "dob", "age", "hid", "gp"],
                                     ["name", "age", "dob", "hid", "parent", "tel"]]))
    if r.random() < 0.6:
        d.ln("UPN: ", ("IDNUM", f"{H.letters(r, 1)}{H.digits(r, 12)}"))
    d.w("Date: ", D(r, v, r.choice(["num", "long", "wk", "mon"])), "  Time: ", N.clock(r, 8, 16), "  Seen in: ")
    if r.random() < 0.5:
        d.ln(r.choice(["room ", "the wellbeing hub, room ", "Room "]), ("LOCATION_OTHER", r.choice(["B12", "14", "G03", "2A", "S7"])))
    else:
        d.ln(r.choice(["medical room", "library office", "first aid room"]))
    if r.random() < 0.3:
        d.ln("Pupil ", B.pt(r, k, "init"), " seen alone, consent to share discussed.")
    d.ln("Reason: ", reason, ". Referred by ", r.choice(["class teacher ", "head of year ", "SENCo ", "DSL "]),
         B.fam(r, H.person(r), r.choice(["title", "full"])), ".")
    d.ln("")
    first = k["pt"]["first"]
    if reason == "enuresis":
        d.ln(("PATIENT", first), " (", B.age(r, k, "short"), ") wet ", str(r.randint(3, 7)),
             "/7 nights, dry by day. Fluid intake 800ml/day, avoids drinking at school. No constipation (Bristol type 4).")
        d.ln("Mum ", ("FAMILY", k["mum"]["first"]), " reports ", his(k), " older brother ",
             ("FAMILY", r.choice(P.BOYS)), " was wet until ", ("AGE", str(r.randint(8, 11))), ".")
        d.ln("Plan: alarm loan - serial ", ("DEVICE", H.device_sn(r)), ", returned by ",
             D(r, v + td(r.randint(56, 120)), "my"), ". Desmopressin discussed if no response.")
    elif reason == "NCMP follow-up":
        d.ln("NCMP ", r.choice(["Year 6", "Reception"]), " measurement ", D(r, v - td(r.randint(30, 120)), "my"), ": ",
             N.growth(r, k["age"][1]), ". Letter sent to parents ", D(r, v - td(r.randint(10, 30)), "num"), ".")
        d.ln(("PATIENT", first), " says ", he(k), " plays for ", ("ORGANIZATION", r.choice(P.ORGS_OTHER[3:4] + P.ORGS_OTHER[11:13] + P.ORGS_OTHER[15:])),
             " on ", D(r, v, "wday"), " mornings. Mum says ", he(k), " has put on nearly a stone since ", ("DATE", r.choice(["Easter", "Christmas"])),
             " - focus on activity and swaps, not weight loss.")
    elif reason == "emotional health":
        d.ln(("PATIENT", first), " self-referred via text service ", ("PHONE", H.phone(r, c, "mob")),
             ". Low mood since ", D(r, v - td(r.randint(40, 200)), r.choice(["month", "my"])), ", worse since parents separated.")
        d.ln("Lives with mum ", B.fam(r, k["mum"], "full"), " in ", ("CITY", k["addr"]["town"]), "; sees dad ",
             ("FAMILY", k["partner"]["first"]), " alternate weekends in ", ("CITY", H.town(r, c)), ".")
        d.ln(N.SCORES[15], "; ", N.SCORES[16], ". No thoughts of self-harm today. Friend ", ("FAMILY", r.choice(P.GIRLS + P.BOYS)),
             " supportive. Gillick competent; agreed to share with GP.")
        d.ln("Signposted Kooth/CAMHS duty line. Referral to ", ("HOSPITAL", H.clinic(r)), " CAMHS.")
    elif reason == "sexual health":
        d.ln(("PATIENT", first), ", ", B.age(r, k, "adj"), ", requested C-card. Fraser guidelines met. Partner ",
             ("FAMILY", r.choice(P.BOYS + P.GIRLS)), " (", ("AGE", str(max(12, k["age"][2] + r.choice([0, 1, 1, 2])))),
             ") attends ", ("ORGANIZATION", H.school(r, c, k["addr"]["town"])), ". No concerns re CSE identified.")
        d.ln("Chlamydia self-test kit given, sample ID ", ("IDNUM", H.idnum(r, "lab")), ".")
    else:
        cond = r.choice(["has asthma", "has T1DM", "has epilepsy", "has severe peanut allergy", "has hearing loss"])
        d.ln(("PATIENT", first), " ", cond,
             ". Individual healthcare plan reviewed with mum ", ("FAMILY", k["mum"]["first"]), " and teacher ",
             B.fam(r, H.person(r), "title"), ".")
        d.ln("Emergency contacts: mum ", ("PHONE", k["mum"]["mob"]), ", ", k["partner"]["rel"], " ",
             ("PHONE", k["partner"]["mob"]), ", ", k["gran"]["rel"], " ", B.fam(r, k["gran"], "first"),
             " ", ("PHONE", H.phone(r, c)), ".")
        dev = {"has T1DM": "Insulin pump in situ, SN ", "has epilepsy": "VNS implant, generator serial ",
               "has hearing loss": "Hearing aids (bilateral), R serial "}.get(cond)
        if dev:
            d.ln(dev, ("DEVICE", H.device_sn(r)), [", L serial ", ("DEVICE", H.device_sn(r))] if "Hearing" in dev else "", ".")
        else:
            d.ln(r.choice(["EpiPen Jr x2 in office, expiry checked.", "Buccal midazolam 10mg in medical room.",
                           "Spacer and salbutamol in class."]))
    d.ln(" ".join(N.plan(r, 2)))
    nx = v + td(r.randint(14, 60))
    while nx.weekday() > 4:
        nx += td(1)
    d.ln("Next: ", D(r, nx, r.choice(["wk", "num", "dm", "wdm"])), r.choice([" (drop-in)", " review", ""]))
    d.ln("")
    d.ln(B.doc(r, k["sn"], "full_cred"), "" if "Nurse" in k["sn"]["cred"] else r.choice([", School Nurse", ", Specialist Community Public Health Nurse", ""]))
    if r.random() < 0.6:
        d.ln("Email: ", ("EMAIL", H.email_person(r, k["sn"]["first"], k["sn"]["last"])), "  Mob: ", ("PHONE", H.phone(r, c, "mob")))
    if r.random() < 0.4:
        B.audit(r, d, k, k["sn"])
    return d, k


def his(k):
    return B.his(k)


def he(k):
    return B.he(k)


def practice_nurse(r):
    kind = r.choice(["asthma", "asthma", "t1dm", "travel", "eczema", "weight", "wound", "bloods", "pill"])
    am = {"pill": (170, 200), "t1dm": (48, 190), "bloods": (12, 190)}.get(kind, (24, 190))
    k = B.make_case(r, age_m=am, sex="F" if kind == "pill" else None)
    c, v = k["c"], k["visit"]
    d = Doc()
    pn = k["pn"]
    d.ln(D(r, v, r.choice(["num", "mon", "wk", "long"])), "  ", N.clock(r), "  ",
         r.choice(["Practice Nurse", "Nurse clinic", "PN appt", "Chronic disease review"]), " - ",
         B.doc(r, pn, r.choice(["full", "full_cred"])), " @ ", ("HOSPITAL", k["pr"]["name"]))
    d.ln("Patient: ", B.pt(r, k, r.choice(["full", "upper", "lf"])), "  DOB ", D(r, k["dob"], "num"), "  ",
         k["hid"][0], " ", (k["hid"][2], k["hid"][1]))
    if r.random() < 0.5 and kind != "pill":
        if r.random() < 0.4:
            d.ln("Accompanied by: ", k["partner"]["rel"], " ", ("FAMILY", k["partner"]["first"]))
        else:
            d.ln("Accompanied by: mum ", B.fam(r, k["mum"]))
    d.ln("")
    years = k["age"][2]
    if kind == "asthma":
        d.ln("Annual asthma review. ", N.SCORES[17], ". Night waking ", r.choice(["nil", "1-2x/wk", "most nights"]),
             ". Reliever use ", r.choice(["<2x/wk", "daily", "3x/wk"]), ". Time off school: ", str(r.randint(0, 9)), " days.")
        d.ln("PEFR best ", str(r.randint(160, 420)), " L/min. Inhaler technique: ", r.choice(["good", "poor - re-taught"]), ".")
        B.med_list(r, d, k, 2, None, N.ASTHMA_MEDS)
        if r.random() < 0.25:
            d.ln("Home nebuliser on loan, asset/serial ", ("DEVICE", H.device_sn(r)), " - PAT tested ", D(r, v - td(r.randint(20, 300)), "my"), ".")
        d.ln("Triggers: ", r.choice(["cold air, colds", "cats at nan's house", "exercise", "damp in bedroom"]),
             ". Smoking in home: ", r.choice(["nil", "dad, outside"]), ". Flu vaccine: ", r.choice(["given", "declined", "booked"]),
             " ", D(r, v - td(r.randint(5, 90)), "num") if r.random() < 0.5 else "")
        d.ln("PAAP copy given + emailed to ", ("EMAIL", k["mum"]["email"]), " and school nurse at ", ("ORGANIZATION", k["school"]), ".")
    elif kind == "t1dm":
        d.ln("Diabetes check - T1DM dx ", D(r, v - td(r.randint(200, 1500)), r.choice(["my", "y", "num"])),
             ", under ", ("HOSPITAL", k["hosp"]), " diabetes team (", B.doc(r, k["paed"], "title_last"), ").")
        d.ln("Pump: Omnipod, PDM serial ", ("DEVICE", H.device_sn(r)), "; CGM sensor serial ", ("DEVICE", H.device_sn(r)), ".")
        d.ln("HbA1c ", str(r.randint(48, 75)), " mmol/mol. Hypos ", r.choice(["2/wk", "rare", "nil severe"]),
             ". Sick day rules reviewed. Glucagon in date. Ketone meter ", r.choice(["checked", "needs new strips"]), ".")
        d.ln("Clinic portal upload from IP ", ("IPADDR", H.ip(r)), " - username ", ("USERNAME", H.username(r, k["mum"]["first"], k["mum"]["last"])), ".")
    elif kind == "travel":
        dest = r.choice(P.COUNTRIES_ORIGIN)
        dep = v + td(r.randint(14, 70))
        d.ln("Travel clinic: family travelling to ", ("COUNTRY", dest), " ", D(r, dep, r.choice(["long", "num", "dm"])), " - ",
             D(r, dep + td(r.randint(14, 40)), r.choice(["long", "num", "dm"])), " to visit ", r.choice(["grandparents", "family", "relatives"]), ".")
        d.ln("Travelling: ", B.pt(r, k, "first"), ", mum ", ("FAMILY", k["mum"]["first"]), " (", ("AGE", str(k["mum"]["age"])),
             "), and sibling ", ("FAMILY", k["sibs"][0]["first"]) if k["sibs"] else "", "" if k["sibs"] else "none",
             ". Staying with ", r.choice(["grandparents", "an aunt", "family friends"]), ", ", r.choice(["rural area", "city", "coastal town"]), ".")
        d.ln("Vaccines: typhoid (Typhim Vi) L deltoid, Hep A (Havrix Junior) R deltoid. Malaria: ",
             r.choice(["atovaquone-proguanil paediatric", "not required", "advised to see pharmacy"]), ". Fit to travel letter issued.")
    elif kind == "eczema":
        d.ln("Eczema review. POEM score ", str(r.randint(3, 24)), ". ", N.EXAM[17], " ", N.EXAM[18])
        B.med_list(r, d, k, 3, "Emollient/treatment plan:", N.ECZEMA_MEDS)
        d.ln("Written plan given. Nursery (", ("ORGANIZATION", k["nursery"]), ") to apply Epaderm at lunch.")
    elif kind == "weight":
        d.ln("Weight check following HV referral. ", N.growth(r, k["age"][1]), ".")
        d.ln(("PATIENT", k["pt"]["first"]), " eats ", r.choice(["well", "little at school", "lots of snacks"]),
             "; ", k["gran"]["rel"], " ", ("FAMILY", k["gran"]["first"]), " does after-school care on ",
             D(r, v, "wday"), " and ", D(r, v + td(2), "wday"), " this term.")
    elif kind == "wound":
        d.ln("Wound check: 2cm laceration L forehead glued at ", ("HOSPITAL", k["hosp"]), " ED on ",
             D(r, v - td(r.randint(2, 6)), r.choice(["wday", "dm", "num"])), ". Clean, edges opposed, no signs of infection.")
        if r.random() < 0.5:
            d.ln("Injury: fell from trampoline at friend's house on ", ("STREET", H.street(r, c)), ". Tetanus up to date.")
        else:
            d.ln("Injury: fell off scooter outside ", ("LOCATION_OTHER", r.choice(P.BUILDINGS)), ". Tetanus up to date.")
    elif kind == "bloods":
        d.ln("Venepuncture for ", r.choice(["coeliac screen", "FBC + ferritin", "TFTs", "LFTs"]), " as per ",
             B.doc(r, k["gp2"], "title_last"), ". EMLA applied 60 min prior. ", r.choice(["1 attempt L ACF.", "2 attempts, tolerated."]))
        d.ln("Request/order no ", ("IDNUM", H.idnum(r, "lab")), "; courier to ", ("HOSPITAL", k["hosp"]), " lab ", N.clock(r), ".")
        if r.random() < 0.5:
            B.lab_table(r, d, k, r.randint(3, 6))
    else:
        d.ln(("PATIENT", k["pt"]["first"]), " (", ("AGE", str(years)), ") attends alone for pill check. BP ",
             f"{r.randint(100, 122)}/{r.randint(60, 78)}", ", BMI ", str(round(r.uniform(18, 29), 1)), ". UKMEC 1.")
        d.ln("Works Saturdays as a ", ("PROFESSION", r.choice(["shop assistant", "waitress", "kitchen porter", "lifeguard"])), " at ",
             ("ORGANIZATION", r.choice(P.EMPLOYERS)), ". Boyfriend ", ("FAMILY", r.choice(P.BOYS)), " (", ("AGE", str(years + r.randint(0, 2))),
             "). Fraser competent; no safeguarding concerns.")
    d.ln(" ".join(N.plan(r, r.randint(1, 2))))
    if r.random() < 0.5:
        d.ln("Contact: ", r.choice(["mum ", "home ", "parent mob "]), ("PHONE", r.choice([k["mum"]["mob"], k["home_tel"]])))
    d.ln("Recall: ", r.choice(["12/12", "6/12", "3/12"]), " - ", D(r, v + td(r.choice([90, 180, 365])), r.choice(["my", "num"])), ".")
    d.ln(B.doc(r, pn, "init"), r.choice([" PN", " RN", "/PN", ""]))
    if r.random() < 0.5:
        B.audit(r, d, k, pn)
    return d, k


def dev_review(r):
    kind = r.choice(["3m", "9m", "18m", "3y", "b4sc"])
    am = {"3m": (3, 4), "9m": (8, 10), "18m": (17, 19), "3y": (35, 38), "b4sc": (48, 52)}[kind]
    k = B.make_case(r, age_m=am)
    c, v = k["c"], k["visit"]
    d = Doc()
    titles = {"UK": "Child Development Review", "IE": "PHN Developmental Assessment",
              "AU": "Maternal & Child Health - Key Ages and Stages", "NZ": "Well Child Tamariki Ora Core Contact"}
    if kind == "b4sc":
        titles = {"UK": "School Entry Health Review", "IE": "Pre-school Developmental Check",
                  "AU": "Healthy Kids Check (4 year)", "NZ": "B4 School Check"}
    d.ln(titles[c].upper() if r.random() < 0.5 else titles[c])
    d.ln("Provider: ", ("HOSPITAL", r.choice([k["clinic"], k["pr"]["name"]])), "   Nurse: ", B.doc(r, k["hv"], "full"))
    B.demo_block(r, d, k, ["name", "dob", "age", "sex", "hid", "addr", "parent"] + r.choice([[], ["email"], ["mob"]]),
                 upper_keys=r.random() < 0.3)
    eth = {"NZ": ["NZ European", "Maori", "Samoan", "Tongan", "Indian", "Chinese"],
           "UK": ["White British", "Pakistani", "Black African", "Indian", "Mixed", "Polish"],
           "IE": ["White Irish", "Irish Traveller", "Polish", "Black African", "Other White"],
           "AU": ["Australian", "Aboriginal", "Torres Strait Islander", "Vietnamese", "Filipino", "Indian"]}[c]
    d.ln("Review date: ", D(r, v, r.choice(["num", "long", "wk", "ord"])), "   Ethnicity: ", r.choice(eth))
    d.ln("")
    d.ln("DEVELOPMENT")
    d.ln(r.choice(["ASQ-3", "PEDS", "Schedule of Growing Skills II"]), ": ",
         r.choice(["all domains above cut-off", "communication in grey zone", "fine motor below cut-off", "no concerns"]), ".")
    ms = {"3m": ("good head control", "hands to midline", "coos, social smile"),
          "9m": ("sits unsupported, commando crawling", "transfers objects hand to hand", "babbles 'mama', 'dada'"),
          "18m": ("walks alone", "scribbles, tower of 3", "6-10 words"),
          "3y": ("runs, kicks ball", "builds tower of 8", "3-word sentences"),
          "b4sc": ("hops on one foot", "draws a cross, uses scissors", "clear, 4-5 word sentences")}[kind]
    d.ln("Gross motor: ", ms[0], ". Fine motor: ", ms[1], ". Speech: ", ms[2], r.choice(["", " - parent concerned", " - below expected"]), ".")
    d.ln("Hearing: ", r.choice(["passes audiometry both ears", "refer - tympanometry flat R (glue ear?)",
                                "distraction test normal", "no concerns"]),
         ". Vision: ", r.choice(["Parr 4m test 6/6 both eyes", "red reflex present, fixes and follows", "refer - squint noted"]), ".")
    if kind in ("3y", "b4sc"):
        d.ln("SDQ (parent) ", str(r.randint(4, 20)), ", (teacher at ", ("ORGANIZATION", k["nursery"]), ") ", str(r.randint(3, 18)),
             ". Lift the Lip: ", r.choice(["1 - no decay", "2 - white spots", "refer dental"]), ".")
    d.ln("Growth: ", N.growth(r, k["age"][1]), ".")
    d.ln("")
    d.ln("FAMILY")
    d.ln("Mum ", B.fam(r, k["mum"], "full"), ", ", B.adult_age(r, k["mum"]["age"]), ", ", ("PROFESSION", k["mum"]["job"]),
         "; ", k["partner"]["rel"], " ", B.fam(r, k["partner"], "full"), ", ", ("PROFESSION", k["partner"]["job"]), " at ",
         ("ORGANIZATION", k["partner"]["emp"]), ".")
    B.sibs_line(r, d, k)
    if r.random() < 0.5:
        d.ln("Born in ", ("COUNTRY", k["origin"]) if r.random() < 0.4 else ("COUNTRY", r.choice(P.COUNTRY_NAME[c])),
             "; ", r.choice(["maternal family in ", "grandparents live in "]), ("CITY", H.town(r, c)), ".")
    d.ln("Housing: ", r.choice(["rented, ", "owner-occupied, ", "emergency accommodation at ", "social housing, "]),
         ("STREET", k["addr"]["street"]) if r.random() < 0.5 else r.choice(["adequate", "damp reported", "overcrowded"]), ".")
    d.ln("")
    d.ln("OUTCOME: ", r.choice(["no concerns", "referral made", "review in 3 months", "refer to Speech and Language Therapy"]))
    if r.random() < 0.6:
        d.ln("Referral: ", r.choice(["SLT", "audiology", "community paediatrics", "orthoptics", "dental"]), " at ",
             ("HOSPITAL", r.choice([k["hosp"], H.clinic(r)])), ", sent ", D(r, v + td(r.randint(0, 5)), "num"),
             ", ref ", ("IDNUM", H.idnum(r, "ref")))
    d.ln("Next review: ", D(r, v + td(r.randint(60, 300)), r.choice(["my", "num", "long"])))
    d.ln("Signed: ", B.doc(r, k["hv"], "full_cred"), "  ", k["hv"]["lic"][0], " ", ("LICENSE", k["hv"]["lic"][1]))
    if r.random() < 0.4:
        d.ln("Shared with GP ", B.doc(r, k["gp"], "title_last"), " at ", ("HOSPITAL", k["pr"]["name"]), " via secure email ",
             ("EMAIL", k["pr"]["email"]))
    if r.random() < 0.3:
        B.audit(r, d, k, k["hv"])
    return d, k


def paeds_referral(r):
    k = B.make_case(r, age_m=(1, 200))
    c, v = k["c"], k["visit"]
    d = Doc()
    B.letterhead(r, d, k)
    d.ln(D(r, v, r.choice(["long", "ord", "num"])))
    d.ln("")
    d.ln(B.doc(r, k["paed"], "title_full"), r.choice([", Consultant Paediatrician", "", ", General Paediatrics"]))
    d.ln(r.choice(["Paediatric Outpatients, ", "Children's Services, ", "Dept of Paediatrics, "]), ("HOSPITAL", k["hosp"]))
    ha = H.address(r, c)
    d.ln(H.addr_items(r, ha, abbr=True))
    d.ln("")
    d.ln("Dear ", B.doc(r, k["paed"], "title_last") if r.random() < 0.7 else "Colleague", ",")
    d.ln("")
    d.w("Re: ", B.pt(r, k, r.choice(["full", "title", "upper"])), ", DOB ", D(r, k["dob"], "num"), ", ",
        k["hid"][0], " ", (k["hid"][2], k["hid"][1]))
    d.ln("")
    d.ln(H.addr_items(r, k["addr"]))
    if r.random() < 0.6:
        d.ln("e-Referral UBRN: ", ("IDNUM", H.idnum(r, "ubrn")), "   Priority: ", r.choice(["Routine", "Urgent", "Soon"]))
    d.ln("")
    prob = r.choice(["faltering growth", "recurrent abdominal pain", "possible absence seizures", "chronic constipation",
                     "speech and social communication concerns", "persistent proteinuria", "recurrent wheeze",
                     "iron deficiency anaemia not responding to treatment", "precocious puberty (breast budding)"])
    d.ln("Thank you for seeing this ", B.age(r, k, "adj"), " ", B.sex_word(k), " whom I saw with ", his(k), " mother ",
         B.fam(r, k["mum"], r.choice(["title", "first", "full"])), " on ", D(r, v - td(r.randint(0, 10)), r.choice(["wk", "long", "dm", "wdm"])),
         " regarding ", prob, ".")
    d.ln("")
    d.ln(("PATIENT", k["pt"]["first"]), " was born at ", ("HOSPITAL", k["hosp"]), " at ", N.gest(r), " weeks. ",
         r.choice(["Neonatal period unremarkable.", "Required 3 days of phototherapy.", "Admitted to SCBU for 5 days."]),
         " Since ", D(r, v - td(r.randint(60, 500)), r.choice(["my", "month", "y"])), " mum has noticed ", prob,
         ". ", N.exam(r, 2, k["age"][1]))
    d.ln("Investigations here: ")
    B.lab_table(r, d, k, r.randint(3, 6), with_ids=r.random() < 0.6)
    d.ln("")
    B.problem_list(r, d, k, r.randint(1, 3))
    B.med_list(r, d, k, r.randint(1, 3))
    d.ln("Allergies: ", r.choice(["nil known", "penicillin", "egg (hives)", "NKDA"]))
    d.ln("")
    d.ln("Social: lives with ", r.choice(["mum and ", "both parents and "]), r.choice(["siblings", "no siblings"]), ". Mum works as ",
         B.job(k["mum"]["job"]), r.choice(["; dad works away as ", "; dad is "]), B.job(k["partner"]["job"]),
         ". ", r.choice(["Known to HV ", "Health visitor is "]), B.doc(r, k["hv"], "full"), ".")
    if r.random() < 0.3:
        d.ln("There is a family history of ", r.choice(["coeliac disease (maternal aunt)", "epilepsy (father, childhood only)",
                                                        "Perthes disease (uncle)", "hypothyroidism (maternal grandmother)"]), ".")
    d.ln("I would be grateful for your assessment and advice. The family's preferred contact is ",
         ("PHONE", k["mum"]["mob"]), [r.choice([" or ", " / email "]), ("EMAIL", k["mum"]["email"])] if r.random() < 0.5 else "", ".")
    d.ln("")
    B.sign(r, d, k, k["gp"], r.choice(["General Practitioner", "GP Partner", "Salaried GP", "GP Registrar"]))
    if r.random() < 0.6:
        B.typist(r, d, k, k["gp"])
    B.cc_block(r, d, k, r.sample(["parent", "hv", "sn", "file"], r.randint(1, 2)))
    return d, k
