"""Own genres: new-arrival (migrant/refugee) infection screening, tropical medicine MDT minutes."""
import datetime

import case as casemod
import ids
import pools_places as PP
from common import a_occ, contact_line, dayhhmm, esign, hhmm, occ, sign
from doc import P

BIRTH = {"nigerian": ["Nigeria"], "ghanaian": ["Ghana"], "eastafrican": ["Uganda", "Kenya", "Tanzania", "Malawi"],
         "hornafrica": ["Somalia", "Ethiopia"], "southasian": ["Pakistan", "Bangladesh", "India", "Sri Lanka", "Nepal"],
         "eastasian": ["Vietnam", "Philippines", "Cambodia", "Thailand"],
         "arabic": ["Syria", "Iraq"], "latin": ["Colombia", "Peru", "Guatemala", "Brazil"]}
TRANSIT = {"nigerian": ["Niger", "Libya", "Italy"], "ghanaian": ["Burkina Faso", "Libya", "Italy"],
           "eastafrican": ["Kenya", "Uganda", "Tanzania", "Zambia"], "hornafrica": ["Kenya", "Sudan", "Libya", "Egypt", "Ethiopia"],
           "southasian": ["Iran", "Turkey", "Greece", "Malaysia"], "eastasian": ["Malaysia", "Indonesia", "Thailand"],
           "arabic": ["Turkey", "Jordan", "Lebanon", "Greece"], "latin": ["Mexico", "Guatemala", "Panama"]}
LANG = {"nigerian": "Yoruba", "ghanaian": "Twi", "eastafrican": "Swahili", "hornafrica": "Somali", "southasian": "Urdu",
        "eastasian": "Vietnamese", "arabic": "Arabic", "latin": "Spanish"}
VISA = {"AU": ["Visa subclass 200 (Refugee)", "Visa subclass 866 (Protection)", "Bridging visa E"],
        "UK": ["Asylum seeker (Section 95 support)", "Refugee status granted", "Ukraine scheme"],
        "US": ["Refugee (I-94)", "Asylee", "Special Immigrant Visa"], "CA": ["Government-Assisted Refugee", "Privately Sponsored Refugee", "Refugee claimant"],
        "NZ": ["Refugee Quota", "Convention refugee", "Family reunification"], "IE": ["International protection applicant", "Programme refugee"]}


def migrant_screen(d, c):
    r = c.rng
    o = r.choice(sorted(BIRTH))
    c.pt = casemod.make_person(r, c.cc, "PATIENT", origin=o)
    c.sex = c.pt.sex
    c.title = r.choice(casemod.TITLES[c.sex])
    birth = r.choice(BIRTH[o])
    arrived = c.visit - datetime.timedelta(days=r.randint(20, 400))
    doc = c.staff("registrar")
    d.ln(r.choice(["NEW ARRIVAL HEALTH ASSESSMENT - INFECTION SCREENING", "Refugee Health Clinic - Infectious Diseases Screen",
                   "Migrant Health Assessment (Imported Infection Screen)"]))
    d.ln(P(c.hospital, "HOSPITAL"), " - ", r.choice(["Refugee Health Service", "Migrant Health Clinic", "ID Outpatients"]))
    d.f("Date: {dt}\n\n", dt=c.d(c.visit))
    assigned = r.random() < 0.25
    dob = c.dob.replace(month=1, day=1) if assigned else c.dob
    d.f("Name: {nm}   DOB: {dob}{asg}   Age: {age}   Sex: {sx}\n", nm=c.p(r.choice(["LFU", "full", "LF"])), dob=c.d(dob, "num"),
        asg=" (assigned)" if assigned else "", age=c.a(), sx=c.sex)
    d.f("{ml}: {mrn}   ", ml=r.choice(["MRN", "URN", "Hosp No"]), mrn=P(c.mrn, "MRN"))
    d.v(c.hn_line())
    d.t("\n")
    d.ln("Address: ", *c.addr.parts(r))
    contact_line(d, c)
    if c.ssn and r.random() < 0.6:
        d.ln(*c.ssn_line())
    d.f("Country of birth: {cb}   Arrived in {hc}: {ad}\n", cb=P(birth, "COUNTRY"), hc=P(PP.COUNTRY_NAME[c.cc][0], "COUNTRY"), ad=c.d(arrived))
    pool = [t for t in TRANSIT[o] if t != birth]
    tr = r.sample(pool, min(len(pool), r.randint(1, 3)))
    d.t("Transit / time in camps: ")
    for i, t in enumerate(tr):
        d.f("{sep}{co} ({n} {u})", sep=", " if i else "", co=P(t, "COUNTRY"), n=str(r.randint(1, 30)), u=r.choice(["months", "weeks", "years"]))
    d.t("\n")
    d.f("Status: {v}   Visa grant no.: {vg}\n", v=r.choice(VISA[c.cc]), vg=P(ids.lt(r, 1) + ids.dg(r, 9), "IDNUM"))
    if r.random() < 0.6:
        d.f("UNHCR case no. {u}   Biometrics (fingerprint) ID: {b}\n", u=P("%s-%s" % (ids.lt(r, 3), ids.dg(r, 6)), "IDNUM"), b=P(ids.bioid(r), "BIOID"))
    elif r.random() < 0.5:
        d.f("Immigration biometric enrolment: {b}\n", b=P(ids.bioid(r), "BIOID"))
    if r.random() < 0.65:
        it = c.new_staff()
        d.f("Interpreter: {nm} ({lg}, {mode}), interpreter no. {n}\n", nm=it.n("full"), lg=LANG[o], mode=r.choice(["on site", "telephone", "video"]),
            n=P(ids.dg(r, 6), "IDNUM"))
    else:
        f = c.family(r.choice(["brother", "sister", "cousin", "son", "daughter"]))
        d.f("Interpreting: {rel} {nm} (patient declined professional interpreter)\n", rel=f.relation, nm=f.n("full"))
    d.t("\nSOCIAL\n")
    if c.child:
        d.t("Schooling: intermittent, in camp schools. ")
    else:
        d.v(["Occupation before arrival: ", occ(c.occupation), ". "])
    d.t("Household: ")
    for i in range(r.randint(1, 4)):
        f = c.family(r.choice(["wife", "husband", "son", "daughter", "mother", "brother"]))
        d.f("{sep}{rel} {nm} ({ag})", sep=", " if i else "", rel=f.relation, nm=f.n(r.choice(["first", "full"])), ag=c.rel_age(f.relation))
    d.t(".\n")
    d.t("Symptoms: %s\n\n" % r.choice(["nil", "itchy rash on trunk, intermittent diarrhoea", "cough 2 weeks, no haemoptysis", "abdominal pain, haematuria in childhood",
                                      "fatigue, weight loss 4 kg"]))
    d.t("SCREENING RESULTS\n")
    rows = [("IGRA (QuantiFERON)", r.choice(["POSITIVE", "negative", "indeterminate"])), ("CXR", r.choice(["clear", "old calcified granuloma R apex", "no active TB"])),
            ("HBsAg", r.choice(["negative", "POSITIVE", "negative"])), ("Anti-HBc", r.choice(["positive", "negative"])), ("HCV Ab", "negative"),
            ("HIV Ag/Ab", r.choice(["negative", "negative", "POSITIVE"])), ("Syphilis EIA", "negative"),
            ("Strongyloides serology", r.choice(["POSITIVE", "negative", "equivocal"])), ("Schistosoma serology", r.choice(["POSITIVE", "negative"])),
            ("Eosinophils", "%.1f x10^9/L" % r.uniform(0.1, 2.5)), ("Stool OCP", r.choice(["Giardia cysts", "Hookworm ova", "negative", "Trichuris ova"])),
            ("Malaria RDT", r.choice(["negative", "not indicated (>3 months)"])), ("Vitamin D", "%d nmol/L" % r.randint(12, 60))]
    for n_, v_ in rows:
        d.t("  %-24s %s\n" % (n_, v_))
    d.f("  (specimens {a}, {b})\n", a=P(ids.accession(r, c.year, "S"), "IDNUM"), b=P(ids.accession(r, c.year, "M"), "IDNUM"))
    d.t("\nPLAN\n")
    for p in r.sample(["ivermectin 200 mcg/kg x 2 doses (Strongyloides)", "praziquantel 40 mg/kg (Schistosoma)", "refer to TB service for LTBI treatment (3HP)",
                       "hepatitis B: refer to hepatology, household contact screening", "catch-up immunisations per schedule",
                       "albendazole 400 mg single dose", "vitamin D replacement", "repeat eosinophils in 3 months"], 4):
        d.t("- %s\n" % p)
    d.f("- GP/primary care: Dr {g}, {pr}\n", g=c.gp.n(r.choice(["full", "last"])), pr=P(c.practice, "HOSPITAL"))
    d.t("\n")
    sign(d, c, doc, "registrar", lic=r.random() < 0.5)
    if r.random() < 0.5:
        esign(d, c, doc)


def mdt_minutes(d, c):
    r = c.rng
    while c.visit.weekday() > 4:
        c.visit += datetime.timedelta(days=1)
    chair = c.staff("consultant")
    members = [("ID", chair), ("Microbiology", c.staff("micro")), ("Pharmacy", c.staff("pharmacist")),
               ("ID CNS", c.staff("cns")), ("Radiology", c.staff("radiology")), ("Histopathology", c.staff("histo"))]
    d.ln(r.choice(["TROPICAL & TRAVEL MEDICINE MDT - MINUTES", "Imported Infections MDT Meeting", "Tropical Medicine Multidisciplinary Meeting - Outcomes"]))
    d.ln(P(c.hospital, "HOSPITAL"))
    d.f("Date: {dt}  {t}   Venue: {v}\n", dt=c.d(c.visit, r.choice(["wdlong", "num", "long"])), t=r.choice(["12:30", "13:00", "08:00"]),
        v=r.choice([["Seminar Room ", P(str(r.randint(1, 9)), "LOCATION_OTHER")], ["Teams (", P(ids.url(r, "mdt"), "URL"), ")"],
                    [P(r.choice(["Manson Lecture Theatre", "Level 3 Boardroom", "Laveran Seminar Room", "Kauri Room"]), "LOCATION_OTHER")]]))
    d.f("Chair: Dr {c}\n", c=chair.n("full"))
    d.t("Present: ")
    for i, (sp, p) in enumerate(members):
        d.f("{sep}{t}{nm} ({sp})", sep=", " if i else "", t="Dr " if sp not in ("Pharmacy", "ID CNS") else "", nm=p.n(r.choice(["full", "fi"])), sp=sp)
    d.t("\n")
    if r.random() < 0.6:
        a = c.new_staff()
        d.f("Apologies: Dr {a}\n", a=a.n("full"))
    d.t("\n")
    for i in range(r.randint(3, 5)):
        pc = casemod.Case(r, c.cc, visit=c.visit - datetime.timedelta(days=r.randint(4, 40)))
        dx = pc.dx
        ref = pc.gp if r.random() < 0.4 else pc.staff("consultant")
        d.f("{i}. {nm} ({age}{sx})  {ml} {mrn}\n", i=str(i + 1), nm=pc.p(r.choice(["full", "LF", "LFU"])), age=pc.a(), sx=pc.sex,
            ml=r.choice(["MRN", "URN", "Hosp No"]), mrn=P(pc.mrn, "MRN"))
        d.f("   Referred by: Dr {rn}, {rh}\n", rn=ref.n(r.choice(["full", "fi"])), rh=P(pc.practice if ref is pc.gp else pc.hospital, "HOSPITAL"))
        d.f("   Summary: returned from {co} ({ci}) on {rt}; {sym}. ", co=pc.dest_p(), ci=pc.city_list(), rt=pc.d(pc.ret), sym=dx["symptoms"])
        tn, res = dx["tests"][0]
        d.t("%s: %s.\n" % (tn, res))
        if r.random() < 0.4 and not pc.child:
            d.v(["   Background: ", occ(pc.occupation, True), ", ", r.choice(["travelled with ", "lives with "]),
                 pc.family().n("full"), ".\n"])
        d.t("   Discussion: %s\n" % r.choice(["imaging reviewed - features in keeping", "differential includes %s" % ", ".join(dx["differential"][:2]),
                                             "species confirmation awaited from reference lab", "treatment duration debated"]))
        d.t("   Outcome: %s\n" % r.choice(["treat as %s - %s" % (dx["short"], dx["treatment"][0]), "repeat serology in 6 weeks", "refer for biopsy",
                                          "discharge to GP with advice", "OPAT for remainder of course"]))
        own = r.choice(members)[1]
        d.f("   Action: {a} - {o} by {dt}\n", a=r.choice(["letter to referrer", "chase PCR", "book clinic", "arrange OPAT"]), o=own.n("INI"),
            dt=pc.d(c.visit + datetime.timedelta(days=r.randint(3, 14)), r.choice(["dm", "dmword", "num"])))
        d.t("\n")
    d.f("Next MDT: {dt}\n", dt=c.d(c.visit + datetime.timedelta(days=14), r.choice(["wdlong", "num"])))
    sc = c.new_staff()
    d.f("Minutes: {nm} (MDT coordinator, {ph})", nm=sc.n("full"), ph=P(ids.phone(r, c.cc) + " " + ids.ext(r), "PHONE"))
    d.f("; circulated {dt}\n", dt=c.d(c.visit + datetime.timedelta(days=r.randint(1, 3)), "num"))
