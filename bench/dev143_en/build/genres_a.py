"""Genres: health visitor review, GP child consultation, immunisation record."""
import datetime as dt
import pools as P
import phi as H
import neg as N
import blocks as B
from phi import D, Doc

SERVICE = {"UK": "Health Visiting Service", "IE": "Public Health Nursing Service",
           "AU": "Child and Family Health Service", "NZ": "Well Child Tamariki Ora Service"}
HVROLE = {"UK": "Health Visitor", "IE": "Public Health Nurse", "AU": "Child & Family Health Nurse",
          "NZ": "Well Child Nurse"}


def present_line(r, d, k):
    d.w(r.choice(["Present: ", "Seen with: ", "Persons present: "]), "mum ", ("FAMILY", k["mum"]["first"]))
    if r.random() < 0.6:
        d.w(", ", k["partner"]["rel"], " ", ("FAMILY", k["partner"]["first"]))
    if r.random() < 0.4:
        d.w(", ", k["gran"]["rel"], " ", B.fam(r, k["gran"], "full"))
    if k["sibs"] and r.random() < 0.5:
        s = k["sibs"][0]
        d.w(" and sibling ", ("FAMILY", s["first"]), " (", ("AGE", str(s["age"])), ")")
    d.w("\n")


def hv_review(r):
    kind = r.choice(["nbv", "68", "1y", "2y"])
    am = {"nbv": (0, 0), "68": (1, 2), "1y": (9, 12), "2y": (24, 30)}[kind]
    k = B.make_case(r, age_m=am)
    c, v = k["c"], k["visit"]
    d = Doc()
    title = {"nbv": "NEW BIRTH VISIT", "68": "6-8 WEEK REVIEW", "1y": "9-12 MONTH DEVELOPMENTAL REVIEW",
             "2y": "2-2.5 YEAR INTEGRATED REVIEW"}[kind]
    d.ln(("HOSPITAL", k["clinic"]), " - ", SERVICE[c])
    d.ln(title)
    d.ln("Date of contact: ", D(r, v, r.choice(["num", "long", "wk", "mon"])), "   Time: ", N.clock(r),
         "   Venue: ", r.choice(["home visit", "clinic", "home visit", "video call"]))
    B.demo_block(r, d, k, ["name", "dob", "hid", "addr", "tel", "gp"] + (["practice"] if r.random() < 0.5 else []))
    present_line(r, d, k)
    d.ln("")
    if kind in ("nbv", "68"):
        bw = round(r.uniform(2.3, 4.4), 2)
        d.ln("Birth history: born ", D(r, k["dob"], r.choice(["num", "long", "dm"])), " at ", N.gest(r),
             " weeks at ", ("HOSPITAL", k["hosp"]), ", ", r.choice(["SVD", "LSCS (elective)", "emergency LSCS", "ventouse"]),
             f", BW {bw} kg. {r.choice(N.SCORES[7:8])}.")
        d.ln("NBS bloodspot taken day 5, card ", ("IDNUM", H.idnum(r, "nbs")), "; NIPE ", r.choice(["normal", "NAD"]),
             r.choice([". Hearing screen clear both ears.", ". AABR referral, appt pending.", "."]))
        d.ln("Feeding: ", r.choice(["exclusively breastfed, 8-10 feeds/24h, good latch observed",
                                     "mixed feeding, formula top-ups 60ml x3", "formula fed, 120ml 3-hourly",
                                     "breastfeeding, nipple soreness - positioning reviewed"]), ".")
        d.ln("Maternal health: EPDS ", str(r.randint(2, 15)), ". Mum (", B.adult_age(r, k["mum"]["age"]),
             ") ", r.choice(["coping well", "tired but well supported", "low in mood at times, discussed",
                             "tearful, GP appointment advised"]), ". ", r.choice(["Partner", "Dad"]), " ",
             ("FAMILY", k["partner"]["first"]), " on paternity leave until ", D(r, v + dt.timedelta(days=r.randint(3, 14)),
                                                                               r.choice(["wday", "dm", "wdm"])), ".")
        if r.random() < 0.2:
            d.ln("Apnoea monitor on loan from ", ("HOSPITAL", k["ward"]), ", serial ", ("DEVICE", H.device_sn(r)), ", return ",
                 D(r, v + dt.timedelta(days=r.randint(30, 90)), r.choice(["my", "num"])), ".")
        d.ln("Safe sleep (back to sleep, feet to foot), car seat, ICON (crying) discussed. Vit D drops advised.")
    else:
        d.ln("ASQ-3: communication ", str(r.randint(25, 60)), ", gross motor ", str(r.randint(25, 60)), ", fine motor ",
             str(r.randint(25, 60)), ", problem solving ", str(r.randint(25, 60)), ", personal-social ", str(r.randint(25, 60)), ".")
        d.ln(("PATIENT", k["pt"]["first"]), " ", r.choice(["is walking with support", "walks independently, climbing stairs",
                                                            "says around 20 words, joins 2 words", "says 5-6 single words",
                                                            "pincer grip, points to request"]), ". ",
             N.exam(r, 2, k["age"][1]))
        d.ln("Growth: ", N.growth(r, k["age"][1]), ".")
        d.ln("Attends ", ("ORGANIZATION", k["nursery"]), " ", r.choice(["2 days/wk", "3 mornings", "full time"]),
             "; 15 hrs funded childcare ", r.choice(["from", "eligible from"]), " ",
             D(r, v + dt.timedelta(days=r.randint(30, 200)), r.choice(["my", "month", "long"])), ".")
        if r.random() < 0.5:
            d.ln("Dental: registered, last seen ", D(r, v - dt.timedelta(days=r.randint(30, 300)), "my"), ".")
        else:
            d.ln("Dental: ", r.choice(["not registered - signposted", "registered", "brushing twice daily"]), ".")
    d.ln("")
    d.ln("Family/social: lives at home with ", r.choice(["both parents", "mum", "mum and her partner", "mum, dad and siblings"]),
         ". Mum works as ", B.job(k["mum"]["job"]), r.choice([" at ", " for "]), ("ORGANIZATION", k["mum"]["emp"]),
         ", ", r.choice(["due back", "returning", "plans to return"]), " ", D(r, v + dt.timedelta(days=r.randint(40, 300)), "my"),
         ". ", k["partner"]["rel"].capitalize(), " is ", B.job(k["partner"]["job"]), ".")
    if r.random() < 0.5:
        d.ln("Family moved from ", ("COUNTRY", k["origin"]), " in ", D(r, v - dt.timedelta(days=r.randint(400, 3000)), "y"),
             "; ", r.choice(["interpreter not required", "interpreter used (telephone)",
                             "speaks English and home language", "extended family remain overseas"]), ".")
    B.sibs_line(r, d, k)
    d.ln("Smoke-free home: ", r.choice(["yes", "yes", "no - dad smokes outside, advised"]), ". Pets: ",
         r.choice(["dog", "2 cats", "nil", "rabbit"]), ". Domestic abuse routine enquiry: ",
         r.choice(["asked, denies", "not asked - partner present", "asked, nil disclosed"]), ".")
    d.ln("")
    imm = {"nbv": ["8-week imms booked", "8-week imms discussed"], "68": ["8-week imms given", "8-week imms booked"],
           "1y": ["1-year imms due", "up to date"], "2y": ["up to date", "flu vaccine offered"]}[kind]
    d.ln("Immunisations: ", r.choice(imm),
         " - next due ", D(r, v + dt.timedelta(days=r.randint(7, 60)), r.choice(["num", "long", "dm"])),
         " at ", ("HOSPITAL", k["pr"]["name"]), ".")
    d.ln("Plan: ", " ".join(N.plan(r, 2)), " Next contact ", r.choice(["", "planned "]),
         D(r, v + dt.timedelta(days=r.randint(14, 180)), r.choice(["my", "num", "wk"])), ".")
    if r.random() < 0.4:
        d.ln("Red Book updated. Info shared with GP ", B.doc(r, k["gp"], "title_last"), " via task.")
    d.ln("")
    d.ln(B.doc(r, k["hv"], "full"), ", ", HVROLE[c], r.choice(["", " (" + k["hv"]["cred"] + ")"]) if "Nurse" not in k["hv"]["cred"] else "")
    d.ln(k["hv"]["lic"][0], " ", ("LICENSE", k["hv"]["lic"][1]), "   Tel ", ("PHONE", H.phone(r, c, "mob")))
    if r.random() < 0.5:
        B.audit(r, d, k, k["hv"])
    return d, k


# complaint, impression, relevant score, min and max age in months
COMPLAINTS = [("cough and fever", "viral URTI", "PEWS 1", 0, 200), ("ear pain", "acute otitis media", "PEWS 0", 6, 200),
              ("rash", "viral exanthem", "NICE traffic light green", 0, 200),
              ("sore throat", "tonsillitis", "FeverPAIN 3", 36, 200), ("sore throat", "viral pharyngitis", "Centor 1/4", 36, 200),
              ("vomiting and diarrhoea", "viral gastroenteritis", "no clinical dehydration", 0, 200),
              ("constipation", "functional constipation", "Bristol stool type 1-2", 6, 200),
              ("wheeze", "viral-induced wheeze", "PEWS 2", 6, 72), ("eczema flare", "infected eczema", "POEM 18", 0, 200),
              ("bedwetting", "primary nocturnal enuresis", "no daytime symptoms", 60, 200),
              ("headaches", "tension-type headache", "fundi normal", 60, 200),
              ("limp", "transient synovitis ?Perthes to exclude", "apyrexial, Kocher 0/4", 24, 140),
              ("barking cough", "croup", "Westley croup score 2", 6, 72), ("sticky eye", "bacterial conjunctivitis", "", 0, 200),
              ("itchy scalp", "head lice", "", 36, 200), ("dysuria", "?UTI - urine dip nitrite +ve", "", 24, 200),
              ("fever and rash", "?Kawasaki - discussed with paeds", "fever day 5", 3, 72),
              ("poor weight gain", "faltering growth", "weight <0.4th centile", 0, 36),
              ("snoring", "adenotonsillar hypertrophy", "", 24, 120), ("low mood", "low mood - CAMHS signposted", "PHQ-A 11", 144, 200),
              ("knee pain after football", "Osgood-Schlatter disease", "", 120, 200)]


def school_days(v):
    d0 = v + dt.timedelta(days=1)
    while d0.weekday() > 2:
        d0 += dt.timedelta(days=1)
    return d0, d0 + dt.timedelta(days=2)


def weekday_after(v, n):
    d0 = v + dt.timedelta(days=n)
    while d0.weekday() > 4:
        d0 += dt.timedelta(days=1)
    return d0


def gp_consult(r):
    k = B.make_case(r, age_m=(2, 200))
    c, v = k["c"], k["visit"]
    d = Doc()
    years = k["age"][2]
    style = r.randrange(3)
    if style == 0:
        d.ln(D(r, v, r.choice(["num", "mon", "iso"])), " ", N.clock(r), "  ", r.choice(["Surgery consultation", "Face to face",
                                                                                      "Telephone consultation", "Video consult"]),
             "  ", B.doc(r, k["gp"], "title_full"), " (GP)  ", ("HOSPITAL", k["pr"]["name"]))
        d.ln("Patient: ", B.pt(r, k, r.choice(["full", "upper"])), " (", B.age(r, k, "short"), ", ",
             "F" if k["pt"]["sex"] == "F" else "M", ")  ", k["hid"][0], " ", (k["hid"][2], k["hid"][1]))
    elif style == 1:
        d.ln(r.choice(["CONSULTATION", "Consultation record", "GP CONSULTATION NOTE"]))
        B.demo_block(r, d, k, ["name", "dob", "age", "hid", "tel"], sep=": ")
        d.ln("Date: ", D(r, v), "  Clinician: ", B.doc(r, k["gp2"], "title_full"), "  Location: ",
             ("HOSPITAL", k["pr"]["name"]), r.choice([", room ", ", Room "]), ("LOCATION_OTHER", str(r.randint(1, 12))))
    else:
        d.ln(("PATIENT", f"{k['pt']['last'].upper()}, {k['pt']['first']}"), " | DOB ", D(r, k["dob"], "num"), " | ",
             (k["hid"][2], k["hid"][1]), " | ", D(r, v, "wk"))
    if r.random() < 0.35:
        d.ln(k["hp"][0], ": ", ("HEALTHPLAN", k["hp"][1]), r.choice(["", "  (valid)", "  - checked today"]))
    d.ln("")
    who = r.choice(["mum", "dad", "mum", "grandmother", "both parents"])
    if who == "dad":
        wit = [k["partner"]["rel"], " ", ("FAMILY", k["partner"]["first"])]
    elif who == "grandmother":
        wit = [k["gran"]["rel"], " ", B.fam(r, k["gran"], "full")]
    elif who == "both parents":
        wit = ["parents ", ("FAMILY", k["mum"]["first"]), " and ", ("FAMILY", k["partner"]["first"])]
    else:
        wit = ["mum ", ("FAMILY", k["mum"]["first"])]
    comp, imp, score, lo, hi = r.choice([x for x in COMPLAINTS if x[3] <= k["age"][1] <= x[4]])
    d.ln("Hx: ", B.pt(r, k, "first"), ", ", B.age(r, k, "adj"), " ", B.sex_word(k), ", brought in by ", wit, ". ",
         N.duration(r), " ", comp, ". ", r.choice(["Eating and drinking OK.", "Off food, drinking less.", "No D&V.",
                                                   "Wet nappies reduced." if k["age"][1] < 30 else "Passing urine normally."]))
    if r.random() < 0.4 and years >= 5:
        d.ln("Off school since ", D(r, v - dt.timedelta(days=r.randint(1, 6)), "wday"), ".")
    if r.random() < 0.6:
        rel = r.choice(["brother", "sister", "cousin", "friend"])
        d.ln("Contacts: ", rel, " ", ("FAMILY", r.choice(P.GIRLS if rel == "sister" else P.BOYS if rel == "brother" else P.GIRLS + P.BOYS)), " had similar last week; several off at ", ("ORGANIZATION", k["school"]), ".")
    d.ln("PMH: ", ", ".join(x[0] for x in N.problems(r, r.randint(1, 2))), ". Born at ", N.gest(r), ".")
    d.ln("DH: ", "; ".join(f"{a} {b}" for a, b in N.meds(r, r.randint(1, 2))), ". Allergies: ",
         r.choice(["NKDA", "penicillin (rash)", "peanut - anaphylaxis", "NKDA"]), ".")
    d.ln("SH: lives with ", r.choice(["mum and dad", "mum", "mum, stepdad and 2 siblings", "dad (shared care)"]),
         " in ", ("CITY", k["addr"]["town"]), ". ", r.choice(["Mum", "Dad"]), " ",
         r.choice(["works as ", "is "]), B.job(r.choice([k["mum"]["job"], k["partner"]["job"]])), ". ",
         r.choice(["No smokers at home. Attends ", "Dad smokes outside. Attends ", "Year 3 at ", "Goes to "]),
         ("ORGANIZATION", k["school"]), ".")
    d.ln("O/E: ", N.vitals(r, years), ". ", N.exam(r, r.randint(2, 4), k["age"][1]))
    if r.random() < 0.5:
        d.ln(N.growth(r, k["age"][1]), ".")
    if r.random() < 0.1:
        d.ln("Mum reports ", B.his(k), " R hearing aid (serial ", ("DEVICE", H.device_sn(r)), ") lost at ",
             "school" if years >= 5 else "nursery", " - replacement requested from audiology.")
    d.ln("Imp: ", imp, ". ", score, "." if score else "")
    if r.random() < 0.5:
        d.ln("Previous: attended ", ("HOSPITAL", k["hosp"]), r.choice([" ED ", " paediatric ED ", " CAU "]),
             D(r, v - dt.timedelta(days=r.randint(20, 500)), r.choice(["num", "my", "long", "mon"])),
             " with ", N.problems(r, 1)[0][0].lower(), ", discharged same day.")
    if r.random() < 0.5:
        d.ln("Contact: ", r.choice(["mum mob ", "mother ", "parent mobile "]), ("PHONE", k["mum"]["mob"]),
             r.choice(["", " (happy for SMS)", " - prefers text"]))
    d.ln("Plan: ", " ".join(N.plan(r, r.randint(2, 3))))
    if r.random() < 0.7:
        for name, sig in N.meds(r, r.randint(1, 2)):
            if r.random() < 0.4:
                d.ln("Rx: ", name, " ", sig, r.choice([" - sent to ", " (EPS) to "]), ("HOSPITAL", k["pharm"]))
            else:
                d.ln("Rx: ", name, " ", sig)
    if r.random() < 0.4 and years >= 5:
        a_, b_ = school_days(v)
        d.ln("School note given for ", D(r, a_, r.choice(["wday", "wkn"])), "-", D(r, b_, r.choice(["wday", "wkn"])), ".")
    if r.random() < 0.5:
        d.ln("F/U with ", B.doc(r, k["gp2"], "title_last"), " ", r.choice(["on ", "next "]),
             D(r, weekday_after(v, r.randint(2, 14)), r.choice(["wday", "wkn", "dm"])), " or sooner PRN.")
    cs, code = r.choice(N.CODE_SYS)
    d.ln("Coded: ", cs, " ", code)
    if r.random() < 0.5:
        d.ln("Encounter: ", ("ACCOUNT", H.account(r)))
    d.ln(B.doc(r, k["gp"], r.choice(["init_last", "title_full"])), r.choice([" MRCGP", "", " (GP)", " GPST2"]))
    if r.random() < 0.6:
        B.audit(r, d, k)
    return d, k


def site(r, vac, months):
    if vac == "Rotavirus":
        return "oral"
    if vac.startswith("LAIV"):
        return "intranasal"
    return r.choice(N.SITES[:2] if months < 12 else N.SITES[:4] if months < 24 else N.SITES[2:4])


def imms_record(r):
    stage = r.choice(["6-8 wk", "12 wk", "16 wk", "1 yr", "3y4m", "school", "flu"])
    am = {"6-8 wk": (1, 2), "12 wk": (2, 3), "16 wk": (3, 4), "1 yr": (12, 13), "3y4m": (40, 42),
          "school": (144, 170), "flu": (24, 120)}[stage]
    k = B.make_case(r, age_m=am)
    c, v = k["c"], k["visit"]
    d = Doc()
    reg = {"UK": "Child Health Information Service", "IE": "National Immunisation Office return",
           "AU": "Australian Immunisation Register (AIR)", "NZ": "National Immunisation Register (NIR)"}[c]
    d.ln(r.choice(["IMMUNISATION RECORD", "Immunisation clinic", "VACCINATION ADMINISTRATION RECORD"]), " - ",
         ("HOSPITAL", r.choice([k["pr"]["name"], k["clinic"]])))
    B.demo_block(r, d, k, r.choice([["name", "dob", "hid", "addr"], ["name", "dob", "age", "hid", "tel"],
                                     ["name", "dob", "hid", "hp", "parent"]]))
    if stage == "school":
        d.ln("School: ", ("ORGANIZATION", k["school"]), "   Year group: ", r.choice(["8", "9", "10", "Year 8", "S2"]))
    d.ln("Consent: ", r.choice(["verbal consent from mother ", "written consent (paper form) from ", "consent given by "]),
         ("FAMILY", H.full(k["mum"])), r.choice(["", " (parental responsibility confirmed)"]),
         r.choice(["", ". Self-consent - Gillick competent."]) if stage == "school" else "")
    d.ln("Pre-vaccination check: well today, no contraindications, ", r.choice(["afebrile", "T 36.8", "no egg allergy",
                                                                               "no previous reaction"]), ".")
    d.ln("")
    d.ln(f"{'Date':<14}{'Vaccine':<22}{'Brand':<16}{'Batch':<11}{'Site':<16}Given by")
    vs = N.VACCS[stage]
    s = k["pn"] if r.random() < 0.7 else k["hv"]
    ini = f"{s['first'][0]}{s['last'][0]}"
    for vac in vs:
        dd = H.fmt_date(r, v, r.choice(["num", "short", "mon"]))
        d.ln(("DATE", dd), " " * max(1, 14 - len(dd)), f"{vac:<22}{r.choice(P.VACC_BRAND[vac]):<16}",
             f"{H.letters(r, 2)}{H.digits(r, 4)}{r.choice(['', 'A', 'B'])}".ljust(11), f"{site(r, vac, k['age'][1]):<16}",
             ("DOCTOR", ini))
    d.ln("")
    d.ln("Administered by: ", B.doc(r, s, "full_cred"), "  ", s["lic"][0], " ", ("LICENSE", s["lic"][1]))
    if r.random() < 0.5:
        d.ln("Second checker: ", B.doc(r, k["rec"] | {"role": "PN"}, "full"), r.choice([" (HCA)", " RN", " EN"]))
    d.ln("Observed ", r.choice(["15 min", "20 min", "10 min"]), " post vaccination, nil reaction. ",
         r.choice((["Paracetamol advice given re MenB (3 doses)."] if "MenB" in vs else []) +
                  (["Rotavirus: nappy hygiene advice given."] if "Rotavirus" in vs else []) +
                  ["Post-vaccine fever leaflet given.", "Mild redness at injection site, settled.", "Tolerated well."]))
    if r.random() < 0.5:
        d.ln("Previous: ", r.choice(["8-week imms", "primary course", "MMR 1"]), " given ",
             D(r, v - dt.timedelta(days=r.randint(28, 400)), r.choice(["num", "my", "long"])), " at ",
             ("HOSPITAL", H.clinic(r)), ".")
    if r.random() < 0.3:
        d.ln("Overseas doses given in ", ("COUNTRY", k["origin"]), " - records translated, transcribed to schedule.")
    d.ln("Reported to ", reg, " ", D(r, v + dt.timedelta(days=r.randint(0, 3)), "num"), " ref ",
         ("IDNUM", H.idnum(r, "ref")))
    d.ln("Next due: ", D(r, v + dt.timedelta(days=r.choice([28, 56, 240, 365])), r.choice(["num", "my", "long"])),
         ". Recall ", ["SMS to ", ("PHONE", k["mum"]["mob"])] if r.random() < 0.5 else ["email to ", ("EMAIL", k["mum"]["email"])])
    if r.random() < 0.5:
        d.ln("Book online: ", ("URL", k["pr"]["url"]))
    if r.random() < 0.4:
        B.audit(r, d, k, s)
    return d, k
