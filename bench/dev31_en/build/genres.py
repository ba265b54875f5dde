"""Ten genre writers. Each takes a Ctx (with .enc set) and returns a Note."""
import datetime as dt
from core import Note
from common import header, signature, cc_block, ids_block

ROLE_MW = ["Midwife", "Registered Midwife", "Labour Ward Coordinator", "Community Midwife", "Band 6 Midwife", "Student Midwife"]
ROLE_OB = ["ST5 O&G", "Obstetric Registrar", "Consultant Obstetrician", "OB/GYN Resident PGY-3", "MFM Fellow", "Attending Obstetrician"]


def ga(c):
    w = c.r.randint(24, 41)
    return w, c.r.randint(0, 6)


def fmt_ga(c, w, d):
    return c.ch([f"{w}+{d}", f"{w}+{d} weeks", f"{w}w{d}d", f"{w} weeks {d} days"])


def mother(c, lo=17, hi=44):
    p = c.person("F")
    a = c.r.randint(lo, hi)
    return p, a, c.dob_for_age(a)


# ------------------------------------------------------------------ 1
def obstetric(c):
    n = Note()
    pt, a, dob = mother(c)
    dob_a = c.age_of(dob)
    hosp = c.L.hospital()
    unit = c.ch([c.L.ward(), None])
    mw, reg, partner = c.person("F"), c.person(), c.person(c.ch("MF"))
    gp = (c.person(), c.L.practice())
    w, d = ga(c)
    G = c.r.randint(1, 6)
    P = c.r.randint(0, G - 1)
    edd = c.enc + dt.timedelta(days=(40 - w) * 7 - d)
    sub = c.ch(["triage", "labour"])
    header(c, n, pt, dob, hosp, "Maternity Triage Assessment" if sub == "triage" else "Labour Ward — Intrapartum Record", unit, gp=gp)
    if sub == "triage":
        n("Arrival ", c.time(), " via ", c.ch(["own transport", "ambulance", "partner's car"]), ". Triage midwife: ", c.nm(mw, "DOCTOR", c.ch(["full", "given"])), ".\n\n")
        n(c.age(dob_a), c.ch(["yo ", "-year-old ", " y/o "]), f"G{G}P{P} at {fmt_ga(c, w, d)} (EDD ", c.D(edd), ") presenting with ")
        n(c.ch(["reduced fetal movements since this morning", "?SROM — clear liquor on pad at home", "intermittent abdominal tightenings 1 in 5",
                "headache and visual disturbance, BP 148/96 at community check", "PV bleeding, ~10 ml fresh red", "itching of palms and soles"]), ".\n")
        n("Booked at ", (hosp if c.rnd() < .6 else c.L.hospital(), "HOSPITAL"), " on ", c.D(c.day(lo=-200, hi=-120)), "; dating scan consistent. Blood group ",
          c.ch(["O Rh neg (anti-D given at 28/40)", "A Rh pos", "B Rh pos", "O Rh pos"]), ".\n")
        n("Partner ", c.nm(partner, "FAMILY", "given"), " present", c.ch(["", ", works as a ", ", employed as a "]))
        if n.parts[-1][0].startswith(", "):
            n(c.prof(), " at ", (c.L.employer(), "ORGANIZATION"))
        n(".\n\nObs: BP ", f"{c.r.randint(100, 150)}/{c.r.randint(60, 98)}", ", HR ", str(c.r.randint(68, 112)), ", T 36.", str(c.r.randint(4, 9)),
          ", RR 16, SpO2 98% RA. Urinalysis: ", c.ch(["NAD", "protein +", "protein ++, PCR sent", "leucs +, MSU sent"]), ".\n")
        n("CTG commenced ", c.time(), ": baseline ", str(c.r.randint(120, 150)), ", variability >5, accels present, no decels — normal (Dawes-Redman criteria met at 30 min).\n")
        n("Speculum: ", c.ch(["pooling of clear liquor, Actim PROM positive", "cervix closed, no liquor seen", "os closed, small amount old blood"]), ".\n")
        n("Bloods: FBC, G&S, ", c.ch(["PET bloods", "bile acids, LFTs", "Kleihauer", "CRP"]), " — specimen no. ", (c.L.idnum("spec"), "IDNUM"), ".\n\n")
        n("Reviewed by ", c.dr(reg), " (", c.ch(ROLE_OB), ") at ", c.time(), ".\n")
        n("Plan:\n- ", c.ch(["Home with FM advice, return if any concern", "Admit to antenatal ward, IOL discussed", "Admit for observation, repeat PET bloods in 6 h",
                              "Augmentation plan if no labour by 24 h post-SROM"]), "\n")
        n("- Triage line for concerns: ", c.ph("work"), "\n")
        n("- Next ANC ", c.D(c.day(lo=3, hi=14), weekday=c.rnd() < .4), " with community midwife ", c.nm(c.person("F"), "DOCTOR", "full"), "\n")
    else:
        born = c.enc
        baby = c.person(c.ch("FM"), surname=pt.surname)
        n("Admitted in established labour at ", c.time(), " on ", c.D(born, weekday=c.rnd() < .3), f". G{G}P{P}, {fmt_ga(c, w, d)}.\n")
        n("Birth partner: ", c.nm(partner, "FAMILY", "full"), " (", c.ch(["husband", "partner", "mother", "sister", "friend"]), "), mob ", c.ph("mobile"), ".\n")
        n("Room ", (str(c.r.randint(1, 14)), "LOCATION_OTHER"), ", pool birth requested. Interpreter: ", c.ch(["not required", "Polish telephone interpreter used", "Arabic interpreter in person"]), ".\n\n")
        n("| Time | Event | Staff |\n|---|---|---|\n")
        times = sorted(c.time() for _ in range(4))
        for ev in c.r.sample(["VE 5 cm, ARM clear liquor", "Epidural sited", "Fully dilated", "Active pushing commenced",
                              "Fetal bradycardia 90 bpm x 3 min, resolved with position change", "Oxytocin started 2 mU/min", "Entonox only"], 4):
            who = c.ch([mw, reg])
            n("| ", times.pop(0), " | ", ev, " | ", c.nm(who, "DOCTOR", c.ch(["gi", "INIT", "full"])), " |\n")
        sex = "girl" if baby.sex == "F" else "boy"
        n("\nBirth: ", c.ch(["SVD", "ventouse (Kiwi)", "Neville Barnes forceps", "emergency LSCS cat 2"]), " of a live ", sex, " on ", c.D(born), " at ", c.time(),
          f". Weight {c.r.randint(2400, 4300)} g. Apgars {c.r.randint(5, 9)}/{c.r.randint(8, 10)}.\n")
        n("Baby name: ", c.nm(baby, "PATIENT", "full"), ". Security tag ", (c.L.serial("TG"), "DEVICE"), " applied to ankle; footprint ID ", (c.L.bioid(), "BIOID"), ".\n")
        n("Cord gases: arterial pH 7.", str(c.r.randint(10, 32)), ", venous pH 7.", str(c.r.randint(20, 38)), " (sample ", (c.L.idnum("spec"), "IDNUM"), ").\n")
        n("Third stage active, placenta complete. EBL ", str(c.r.randint(200, 1400)), " ml. Perineum: ", c.ch(["intact", "2nd degree tear, sutured", "3a tear, repaired in theatre", "labial graze"]), ".\n")
        n("Skin-to-skin commenced; ", c.nm(pt, "PATIENT", "given"), " keen to breastfeed.\n")
        n("Transferred to ", (c.L.ward(), "HOSPITAL"), " at ", c.time(), ".\n")
    signature(c, n, mw if c.rnd() < .6 else reg, c.ch(ROLE_MW) if c.rnd() < .6 else c.ch(ROLE_OB), hosp)
    return n


# ------------------------------------------------------------------ 2
def postnatal(c):
    n = Note()
    pt, a, dob = mother(c)
    baby = c.person(c.ch("FM"), surname=pt.surname if c.rnd() < .7 else None)
    bd = c.day(lo=-10, hi=-2)
    days_old = (c.enc - bd).days
    hosp = c.L.hospital()
    mw = c.person("F")
    gp = (c.person(), c.L.practice())
    home = c.rnd() < 0.6
    if home:
        title = c.ch(["Community Midwife Home Visit", "Postnatal Home Visit — Day " + str(days_old), "Midwife Postnatal Visit"])
    else:
        title = "Postnatal Ward Review"
    header(c, n, pt, dob, hosp if not home else c.ch([hosp, c.L.practice()]), title, None if home else c.L.ward(), gp=gp)
    n("Mother: ", c.nm(pt, "PATIENT", "full"), ", ", c.age(c.age_of(dob)), ". Baby: ", c.nm(baby, "PATIENT", "full"), ", born ", c.D(bd), " at ", (hosp, "HOSPITAL"),
      ", aged ", (str(days_old), "AGE"), " days today.\n")
    if home:
        n("Visited at home (", c.addr(True), "). ", c.ch(["Access via side gate, dog kept in kitchen.", "Flat on 3rd floor, lift working.",
                                                         "Key safe code held by family.", "Parking on street."]), "\n")
        fam = c.person(c.ch("MF"))
        rel = c.ch(["partner", "husband", "mother-in-law", "sister", "mum"])
        n("Present: ", c.nm(pt, "PATIENT", "given"), ", ", rel, " ", c.nm(fam, "FAMILY", "full"), ", and ", c.ch(["older sibling ", "toddler "]),
          c.nm(c.person(surname=pt.surname), "FAMILY", "given"), " (", c.age(c.r.randint(2, 7)), ").\n")
        n(rel.capitalize(), " is a ", c.prof(), " and returns to work on ", c.D(c.day(lo=3, hi=20), weekday=c.rnd() < .5), ".\n\n")
    else:
        n("Bay ", (str(c.r.randint(1, 6)), "LOCATION_OTHER"), ", bed ", (str(c.r.randint(1, 24)), "LOCATION_OTHER"), ". Delivered by ",
          c.ch(["SVD", "LSCS", "instrumental delivery"]), ".\n\n")
    n("**Mother**\n")
    n("- Obs: BP ", f"{c.r.randint(100, 148)}/{c.r.randint(60, 95)}", ", P ", str(c.r.randint(60, 100)), ", T 36.", str(c.r.randint(4, 9)), "\n")
    n("- Lochia ", c.ch(["normal, reducing", "heavy, small clots", "moderate"]), "; fundus ", c.ch(["well contracted", "firm, central", "at umbilicus"]), "\n")
    n("- Perineum/wound: ", c.ch(["healing well", "mild erythema, swab sent ", "clean and dry"]))
    if n.parts[-1][0].endswith("sent "):
        n("(", (c.L.idnum("spec"), "IDNUM"), ")")
    n("\n- Mood: ", c.ch(["tearful day 3, normal baby blues discussed", "settled, good support", "anxious; EPDS 11, GP review requested", "positive"]), "\n")
    n("- Contraception discussed; ", c.ch(["POP given", "plans copper IUD at 6 weeks", "declined for now"]), "\n\n")
    n("**Baby**\n")
    bw = c.r.randint(2500, 4200)
    n(f"- Birth weight {bw} g; today {int(bw * (1 - c.r.uniform(0.02, 0.11)))} g\n")
    n("- Feeding: ", c.ch(["exclusively breastfed, 8-10 feeds/24h", "mixed feeding", "formula 60 ml 3-hourly", "breastfeeding, latch improved after support"]), "\n")
    n("- Jaundice: ", c.ch(["none visible", "mild, TcB 180", "visible to chest, SBR sent"]), "\n")
    n("- Newborn blood spot taken today, card no. ", (c.L.idnum("nbs"), "IDNUM"), "\n")
    n("- Cord ", c.ch(["drying, clean", "separated"]), ". Safe sleep and car seat advice given.\n\n")
    hv = c.person("F")
    n("Handover to health visitor ", c.nm(hv, "DOCTOR", "full"), " (", c.ph("work"), "). Next visit ", c.D(c.day(lo=2, hi=7)), ".\n")
    if c.rnd() < 0.5:
        n("Parent app login sent to ", c.email(pt), "; resources at ", c.url(hosp), ".\n")
    signature(c, n, mw, c.ch(ROLE_MW), hosp)
    return n


# ------------------------------------------------------------------ 3
def neonatal(c):
    n = Note()
    baby = c.person(c.ch("FM"))
    mum = c.person("F", surname=baby.surname if c.rnd() < .7 else None)
    dad = c.person("M", surname=baby.surname)
    los = c.r.randint(3, 70)
    bd = c.enc - dt.timedelta(days=los)
    hosp = c.L.hospital()
    unit = c.ch(["", ""]) + c.L.ward().replace("Ward", "Neonatal Unit")
    cons = c.person()
    gp = (c.person(), c.L.practice())
    header(c, n, baby, bd, hosp, "Neonatal Discharge Summary", unit, gp=gp)
    w, d = ga(c)
    n("Admission: ", c.D(bd), "   Discharge: ", c.D(c.enc), f"   Length of stay: {los} days\n")
    n("Age at discharge: ", (str(los), "AGE"), " days (corrected GA ", f"{min(w + los // 7, 44)}+{d}", ")\n")
    n("Consultant: ", c.dr(cons, "full"), "\n\n")
    n("Mother: ", c.nm(mum, "FAMILY", "full"), ", DOB ", c.D(c.dob_for_age(c.r.randint(19, 42))), ", MRN ", (c.L.mrn(), "MRN"), ", ",
      c.ch(["G1P1", "G2P2", "G3P2", "G4P3"]), ".\n")
    n("Father: ", c.nm(dad, "FAMILY", "full"), ", ", c.prof(), ". Parents' contact: ", c.ph("mobile"), c.ch([" / ", " or "]), c.ph("mobile"), ".\n\n")
    n("**Birth details**\n")
    n(f"Born at {w}+{d} weeks by ", c.ch(["emergency caesarean section for fetal distress", "SVD", "elective LSCS (breech)", "vacuum delivery"]),
      f". BW {c.r.randint(700, 4100)} g. Apgars {c.r.randint(2, 8)}, {c.r.randint(5, 9)}, {c.r.randint(7, 10)}. ",
      c.ch(["Required inflation breaths.", "Intubated at 3 min, surfactant given.", "CPAP from 10 min of age.", "Initially well; admitted from postnatal ward with grunting."]), "\n\n")
    n("**Problems**\n")
    for prob in c.r.sample(["Respiratory distress syndrome — CPAP 3 days, self-ventilating in air since day 6",
                            "Hyperbilirubinaemia — phototherapy x 36 h, peak SBR 289",
                            "Presumed early-onset sepsis — benzylpenicillin and gentamicin 48 h, blood culture negative",
                            "Hypoglycaemia — BG nadir 1.8, resolved with 10% dextrose",
                            "Apnoea of prematurity — caffeine stopped 5 days prior to discharge",
                            "Feeding — NG tube weaned, now cue-based breastfeeding with top-ups",
                            "Antenatal hydronephrosis — APD 9 mm, renal USS booked"], 4):
        n("- ", prob, "\n")
    n("\nInvestigations: blood culture ", (c.L.idnum("spec"), "IDNUM"), " no growth at 48 h; cranial USS ", c.D(c.day(bd, 2, 9)), " normal.\n")
    n("Newborn blood spot card ", (c.L.idnum("nbs"), "IDNUM"), " sent ", c.D(c.day(bd, 5, 7)), ". Hearing screen (AABR) ", c.ch(["clear both ears", "refer R — audiology booked"]), ".\n")
    n("Immunisations: ", c.ch(["Hep B dose 1 given", "BCG given ", "Vitamin K IM at birth; 8-week immunisations given on unit", "Vitamin K IM at birth"]), ".\n")
    if c.rnd() < 0.6:
        n("Home apnoea monitor issued — serial ", (c.L.serial("AM"), "DEVICE"), "; parents trained in neonatal BLS by ", c.nm(c.person("F"), "DOCTOR", "full"), ".\n")
    if c.rnd() < 0.5:
        n("Home oxygen: concentrator serial ", (c.L.serial("OX"), "DEVICE"), " delivered to ", c.addr(True), ".\n")
    n("Car seat challenge passed. Parents' vehicle plate ", (c.L.plate(), "VEHICLE"), " checked at discharge for rear-facing seat.\n\n")
    n("**Follow-up**\n- Neonatal clinic ", c.D(c.day(lo=14, hi=60)), " with ", c.dr(c.person()), "\n- Community outreach nurse ", c.nm(c.person("F"), "DOCTOR", "given"),
      " will visit ", c.D(c.day(lo=1, hi=4), weekday=True), "\n- Medications: ", c.ch(["sodium feredetate 1 ml OD", "Dalivit 0.6 ml OD", "none", "ranitidine stopped"]), "\n")
    n("Discharge weight ", f"{c.r.randint(1800, 4500)} g", ". Discharged to parents' care.\n")
    cc_block(c, n, gp[0], gp[1])
    signature(c, n, cons, c.ch(["Consultant Neonatologist", "Neonatal Registrar", "ANNP"]), hosp)
    return n


# ------------------------------------------------------------------ 4
def ped_ed(c):
    n = Note()
    yrs = c.r.randint(0, 15)
    pt = c.person()
    dob = c.dob_for_age(yrs) if yrs else c.enc - dt.timedelta(days=c.r.randint(20, 330))
    hosp = c.L.hospital()
    parent = c.person(c.ch("FMF"), surname=pt.surname)
    rel = "mum" if parent.sex == "F" else "dad"
    doc = c.person()
    gp = (c.person(), c.L.practice())
    header(c, n, pt, dob, hosp, c.ch(["Paediatric Emergency Department", "Pediatric ED Provider Note", "Children's ED Record"]),
           None, gp=gp)
    n("Triage ", c.time(), c.ch([" — ATS 3", " — ESI 3", " — Manchester yellow", " — CTAS 3", ""]), ". Cubicle ", (f"P{c.r.randint(1, 18)}", "LOCATION_OTHER"),
      ". Visit no. ", (c.L.account(), "ACCOUNT"), ".\n")
    if yrs:
        n("HPC: ", c.age(yrs, words=c.rnd() < .3), "-year-old ", c.ch(["boy", "girl"]) if False else ("boy" if pt.sex == "M" else "girl"), " brought by ", rel, " ",
          c.nm(parent, "FAMILY", c.ch(["full", "given"])), " with ")
    else:
        mo = max(1, (c.enc - dob).days // 30)
        n("HPC: ", (str(mo), "AGE"), "-month-old ", "boy" if pt.sex == "M" else "girl", " brought by ", rel, " ", c.nm(parent, "FAMILY", c.ch(["full", "given"])), " with ")
    comp = c.ch(["fever 39.4 and barking cough since ", "fall from trampoline on ", "vomiting x6 and reduced wet nappies since ",
                 "wheeze and increased work of breathing since ", "rash and irritability since ", "left wrist pain after a fall at school on "])
    n(comp, c.D(c.day(lo=-3, hi=0), weekday=c.rnd() < .5), ".\n")
    n(rel.capitalize(), " says \"", c.nm(pt, "PATIENT", "low"), c.ch([" hasn't been himself", " just wants to sleep", " was fine at breakfast", " won't drink anything"]), "\".\n")
    if yrs >= 4:
        school = c.L.school()
        n("Attends ", (school, "ORGANIZATION"), c.ch([", year ", ", grade ", ", class "]), str(max(1, yrs - 4)), ". ")
    else:
        n("Attends ", (c.L.nursery(), "ORGANIZATION"), " three days a week. ")
    n("Immunisations ", c.ch(["up to date", "delayed — catch-up discussed", "UTD per parent"]), ". No known allergies.\n")
    n("PMH: ", c.ch(["nil", "viral-induced wheeze x2", "eczema", "ex-33/40, NICU at " + c.L.hospital()]), "\n\n")
    n("O/E: HR ", str(c.r.randint(90, 180)), ", RR ", str(c.r.randint(18, 50)), ", SpO2 ", str(c.r.randint(91, 100)), "%, T 3", str(c.r.randint(6, 9)), ".", str(c.r.randint(0, 9)),
      ", CRT <2 s. Weight ", f"{c.r.randint(4, 55)}.{c.r.randint(0, 9)} kg", ".\n")
    n(c.ch(["Mild subcostal recession, inspiratory stridor at rest — Westley score 3.", "Bilateral wheeze, moderate recession.",
            "Tender distal radius, no deformity, NV intact.", "Non-blanching petechiae above nipple line only; alert and playful.",
            "Mucous membranes dry, sunken fontanelle."]), "\n\n")
    n("Ix: ", c.ch(["X-ray L wrist — buckle fracture distal radius", "CXR — no consolidation", "VBG pH 7.31, lactate 2.9; CRP 14",
                    "Urine dip nitrite +, sent for MC&S"]), " (accession ", (c.L.idnum("spec"), "IDNUM"), ").\n")
    n("Mx: ", c.ch(["dexamethasone 0.15 mg/kg PO", "salbutamol 6 puffs via spacer x3, prednisolone", "removable splint, analgesia",
                    "ondansetron, oral fluid challenge passed", "IV ceftriaxone after senior review"]), ". Discussed with ", c.dr(doc), ".\n")
    n("Dispo: ", c.ch(["discharged home with safety-netting leaflet", "admitted to ", "observe 4 h then review"]))
    if n.parts[-1][0] == "admitted to ":
        n((c.L.ward(), "HOSPITAL"), " bed ", (str(c.r.randint(1, 20)), "LOCATION_OTHER"))
    n(". Return if any concerns; ED contact ", c.ph("work"), ".\n")
    if c.rnd() < 0.5:
        n("Parent email for discharge letter: ", c.email(parent), "\n")
    signature(c, n, c.person(), c.ch(["Paediatric ED Registrar", "PEM Fellow", "ED Nurse Practitioner", "Pediatric Resident"]), hosp)
    return n


# ------------------------------------------------------------------ 5
def child_protection(c):
    n = Note()
    yrs = c.r.randint(0, 14)
    pt = c.person()
    dob = c.dob_for_age(yrs) if yrs else c.enc - dt.timedelta(days=c.r.randint(40, 330))
    hosp = c.L.hospital()
    mum = c.person("F", surname=pt.surname if c.rnd() < .6 else None)
    partner = c.person("M")
    sw = c.person()
    doc = c.person()
    gp = (c.person(), c.L.practice())
    header(c, n, pt, dob, hosp, c.ch(["Child Protection Medical Assessment", "Safeguarding Medical — Report", "Child Abuse Pediatrics Consultation"]), None, gp=gp)
    n("Case ref: ", (c.L.idnum("case"), "IDNUM"), "    Police ref: ", (c.L.idnum("police"), "IDNUM"), "\n")
    n("Referred by: social worker ", c.nm(sw, "DOCTOR", "full"), ", children's social care, tel ", c.ph("work"), ", ", c.email(sw, "childrensservices"), "\n")
    n("Present: ", c.nm(pt, "PATIENT", "given"), "; mother ", c.nm(mum, "FAMILY", "full"), " (DOB ", c.D(c.dob_for_age(c.r.randint(18, 40))), "); ",
      c.ch(["social worker", "police officer in plain clothes (DC ", "foster carer "]))
    if n.parts[-1][0].startswith("police"):
        n(c.nm(c.person(), "FAMILY", "sur"), ")")
    elif n.parts[-1][0].startswith("foster"):
        n(c.nm(c.person(), "FAMILY", "full"))
    n(".\nConsent: ", c.ch(["obtained from mother with parental responsibility", "given by local authority under s20", "verbal consent from child (Gillick competent) and carer"]),
      ". Medical photography ref ", (c.L.idnum("spec"), "IDNUM"), ".\n\n")
    n("**Background**\n")
    n("On ", c.D(c.day(lo=-3, hi=-1), weekday=True), " ", c.nm(pt, "PATIENT", "given"), (c.ch([" told a teaching assistant at ", " was seen by the school nurse at "]) if yrs >= 4 else " was noted by nursery staff at "),
      (c.L.school() if yrs >= 4 else c.L.nursery(), "ORGANIZATION"), " to have ", c.ch(["bruising to the left ear", "a pattern mark on the back", "a burn to the forearm", "bruises on both upper arms"]), ".\n")
    n("Lives with mother and her partner ", c.nm(partner, "FAMILY", "full"), c.ch([" (", " — "]), c.age(c.r.randint(20, 45)), ", ", c.prof(), ")" if True else "")
    n(" at ", c.addr(True), ". Previously at ", c.addr(True), " until ", c.month_year_item() if hasattr(c, "month_year_item") else c.D(c.day(lo=-700, hi=-200)), ".\n")
    n("Siblings: ", c.nm(c.person(surname=pt.surname), "FAMILY", "given"), " (", c.age(c.r.randint(1, 16)), ") and ", c.nm(c.person(), "FAMILY", "given"), " (", c.age(c.r.randint(1, 16)), ").\n")
    n("Known to services since ", (str(c.enc.year - c.r.randint(1, 4)), "DATE"), c.ch([". Previous CP plan (neglect) ended ", ". Early help involvement ended "]),
      c.D(c.day(lo=-600, hi=-90)), ".\n")
    n("Vehicle: mother's partner drives a ", c.ch(["silver hatchback", "white van", "blue SUV"]), ", reg ", (c.L.plate(), "VEHICLE"), " (per police).\n\n")
    n("**Account**\n\"", c.ch(["he got cross cos i spilt my juice", "i fell off the bunk bed", "i don't know", "mummy said don't tell"]), "\" (child's words, recorded verbatim).\n")
    n("Mother's account: ", c.ch(["fell against the radiator on Sunday", "rough play with siblings", "unsure how injuries happened", "bruises easily"]), ".\n\n")
    n("**Examination** (chaperone ", c.nm(c.person("F"), "DOCTOR", "full"), ", RN)\n")
    n(f"Weight {c.r.randint(4, 50)} kg (", c.ch(["9th", "25th", "50th", "<0.4th"]), " centile). Alert, ", c.ch(["quiet, watchful", "interactive", "flat affect"]), ".\n")
    n("| Site | Finding | Size |\n|---|---|---|\n")
    for _ in range(c.r.randint(2, 4)):
        n("| ", c.ch(["L pinna", "R cheek", "Lower back", "L upper arm (inner)", "R forearm", "Buttocks", "Shin R"]), " | ",
          c.ch(["purple bruise", "linear petechiae", "healing abrasion", "yellow-green bruise", "circular superficial burn"]), " | ", f"{c.r.randint(3, 60)} mm", " |\n")
    n("\nInvestigations: FBC, clotting screen (", (c.L.idnum("spec"), "IDNUM"), ")", c.ch([", skeletal survey booked ", ", CT head "]), c.D(c.day(lo=0, hi=2)), ".\n\n")
    n("**Opinion**: injuries ", c.ch(["are not consistent with the account given and are likely inflicted", "are possibly accidental but the delay in presentation is of concern",
                                      "are consistent with non-accidental injury"]), ". Strategy meeting ", c.D(c.day(lo=0, hi=3)), ".\n")
    n("Report sent to ", c.nm(sw, "DOCTOR", "full"), " and DC ", c.nm(c.person(), "FAMILY", "sur"), ". Secure email: ", c.email(None, hosp), ".\n")
    signature(c, n, doc, c.ch(["Consultant Paediatrician", "Named Doctor for Safeguarding", "Child Abuse Pediatrician"]), hosp)
    return n


# ------------------------------------------------------------------ 6
def adolescent(c):
    n = Note()
    yrs = c.r.randint(12, 19)
    pt = c.person()
    dob = c.dob_for_age(yrs)
    hosp = c.L.hospital()
    clinic = c.ch([f"{c.L.town()} Youth Health Hub", f"{c.L.town()} Adolescent Clinic", "Teen Health Centre — " + c.L.town()])
    par = c.person(c.ch("FM"), surname=pt.surname)
    doc = c.person()
    header(c, n, pt, dob, clinic, c.ch(["Adolescent Clinic Review", "Young Person's Health Consultation", "Adolescent Medicine Follow-up"]), None,
           ptform=c.ch(["full", "rev"]), gp=(c.person(), c.L.practice()))
    n("Seen ", c.ch(["alone for part of consultation", "with ", "alone (confidentiality explained)"]))
    if n.parts[-1][0] == "with ":
        n(c.ch(["mum", "dad", "stepmum", "grandmother"]), " ", c.nm(par, "FAMILY", "full"), " initially")
    n(". Reason: ", c.ch(["follow-up of type 1 diabetes (HbA1c 9.4%)", "chronic fatigue and school absence", "acne and contraception request",
                          "recurrent headaches", "transition planning (cystic fibrosis)", "self-harm follow-up"]), ".\n\n")
    n("**HEEADSSS**\n")
    school = c.L.school()
    n("- Home: lives with ", c.ch(["mum and stepdad", "both parents and two sisters", "dad, alternate weekends at mum's", "grandparents"]), " in ", (c.L.town(), "CITY"),
      ". ", c.ch(["Mum", "Dad"]), " is a ", c.prof(), ", ", c.ch(["Dad", "Mum", "Stepdad"]), " works as a ", c.prof(), ".\n")
    yrs = c.age_of(dob)
    n("- Education/employment: ", c.ch(["Year ", "Grade "]) + str(min(12, yrs - 5)) if yrs < 18 else "College, first year", " at ", (school if yrs < 18 else c.L.town() + " Community College", "ORGANIZATION"), ". Part-time ", c.teenjob(), " at ", (c.L.employer(), "ORGANIZATION"),
      " on ", c.ch(["Saturdays", "weekends", "Friday evenings"]), ".\n")
    n("- Eating: ", c.ch(["skips breakfast", "regular meals", "restricting since summer"]), ". Activities: ", c.ch(["netball", "football", "gaming online", "dance", "kapa haka", "cricket"]), ".\n")
    n("- Drugs: ", c.ch(["vapes daily", "alcohol at parties monthly", "denies", "cannabis occasionally"]), ". Sexuality: ", c.ch(["not sexually active", "in a relationship with ", "sexually active, condoms inconsistent"]))
    if n.parts[-1][0].startswith("in a"):
        n(c.nm(c.person(), "FAMILY", "given"), " (", c.age(yrs + c.r.randint(-1, 2)), ")")
    n(".\n- Suicide/mood: ", c.ch(["PHQ-A 6", "PHQ-A 14, passive ideation, no plan", "low mood after friendship breakdown", "denies"]), ". Safety: online contact with an adult via username ",
      c.user(c.person()) if c.rnd() < .4 else ("none reported", None) if False else c.user(pt), " discussed.\n\n")
    n("Own mobile (consented for SMS): ", c.ph("mobile"), "; email ", c.email(pt), ".\n")
    n("Exam: BMI ", f"{c.r.randint(16, 33)}.{c.r.randint(0, 9)}", ", BP ", f"{c.r.randint(98, 132)}/{c.r.randint(58, 84)}", ", Tanner ", c.ch(["4", "5", "3"]), ".\n")
    n("Plan:\n1. ", c.ch(["Libre sensor serial ", "Insulin pump SN ", "Implant (Nexplanon) lot/serial "]), (c.L.serial(), "DEVICE"), " recorded.\n")
    n("2. Letter to school nurse ", c.nm(c.person("F"), "DOCTOR", "full"), " re: care plan.\n")
    n("3. Youth portal registration: ", c.url(clinic), " (login ", c.user(pt), ").\n")
    n("4. Review ", c.D(c.day(lo=20, hi=90)), c.ch(["", " — telehealth"]), ".\n")
    n("Turns ", c.age(yrs + 1), " on ", (c.L.short_date(dob), "DATE"), "; transition to adult services to start at ", c.age(c.ch([16, 17, 18])), ".\n")
    signature(c, n, doc, c.ch(["Adolescent Physician", "Consultant in Adolescent Health", "Youth Health Nurse Practitioner"]), clinic)
    return n


# ------------------------------------------------------------------ 7
def eating(c):
    n = Note()
    yrs = c.r.randint(11, 24)
    pt = c.person(c.ch("FFFM"))
    dob = c.dob_for_age(yrs)
    svc = c.ch([f"{c.L.town()} Eating Disorders Service", f"{c.L.town()} CAMHS Eating Disorders Team", f"{c.L.town()} Adolescent Eating Disorder Program"])
    mum, dad = c.person("F", surname=pt.surname), c.person("M", surname=pt.surname)
    cl = c.person()
    header(c, n, pt, dob, svc, c.ch(["Eating Disorder Service — Review", "FBT Session Note", "Medical Monitoring Review (ED)"]), None,
           gp=(c.person(), c.L.practice()))
    n("Attended with ", c.ch(["both parents", "mum", "dad"]), " (", c.nm(mum, "FAMILY", "given"), ", ", c.prof(), "; ", c.nm(dad, "FAMILY", "given"), ", ", c.prof(), ").\n")
    n("Diagnosis: ", c.ch(["anorexia nervosa, restrictive", "atypical AN", "ARFID", "bulimia nervosa", "OSFED"]), ". First seen ", c.D(c.day(lo=-400, hi=-60)),
      " after referral from ", c.dr(c.person()), " at ", (c.L.practice(), "HOSPITAL"), ".\n\n")
    n("| Date | Weight (kg) | %mBMI | HR lying | BP |\n|---|---|---|---|---|\n")
    dd = c.enc
    wt = c.r.uniform(32, 55)
    rows = []
    for k in range(c.r.randint(3, 5)):
        rows.append((dd, wt))
        dd = dd - dt.timedelta(days=c.r.randint(6, 14))
        wt -= c.r.uniform(-0.9, 0.6)
    style = c.r.randint(0, 3)
    for dd, wt in reversed(rows):
        n("| ", (c.L.date(dd, style=style), "DATE"), " | ", f"{wt:.1f}", " | ", str(c.r.randint(72, 95)), " | ", str(c.r.randint(38, 70)), " | ",
          f"{c.r.randint(80, 110)}/{c.r.randint(45, 70)}", " |\n")
    n("\nRisk (MEED/MARSIPAN): ", c.ch(["amber — HR 42 lying, postural rise 28", "green", "red — admitted to " ]))
    if n.parts[-1][0].startswith("red"):
        n((c.L.ward(), "HOSPITAL"), " at ", (c.L.hospital(), "HOSPITAL"))
    n(". Bloods ", c.D(c.day(lo=-7, hi=0)), ": K 3.", str(c.r.randint(1, 9)), ", PO4 ", f"0.{c.r.randint(6, 99)}", ", glucose ", f"{c.r.randint(3, 6)}.{c.r.randint(0, 9)}",
      " — lab no. ", (c.L.idnum("spec"), "IDNUM"), ".\n")
    n("Session: ", c.ch(["Phase 1 FBT, parents plating meals", "Externalising the illness", "Family meal observed; ", "CBT-E session 9, regular eating"]))
    if n.parts[-1][0].endswith("; "):
        n(c.nm(pt, "PATIENT", "given"), " ate 2/3 of lasagne with prompting")
    n(". ", c.nm(pt, "PATIENT", "given"), " said: \"", c.ch(["i feel huge", "the voice is quieter this week", "i just want to go back to training", "i hate the meal plan"]), "\".\n")
    n("School: ", (c.L.school(), "ORGANIZATION"), c.ch([" — PE suspended", " — lunch supervised by ", " — reduced timetable"]))
    if n.parts[-1][0].endswith("by "):
        n(c.nm(c.person(), "FAMILY", "full"), " (pastoral lead)")
    n(".\n")
    if c.rnd() < 0.6:
        n("Telehealth for next session: link ", c.url(svc), "; last session connected from IP ", (c.L.ip(), "IPADDR"), " (audit).\n")
    n("Parents' contact: ", c.ph("mobile"), ". Next review ", c.D(c.day(lo=6, hi=14), weekday=c.rnd() < .5), ".\n")
    signature(c, n, cl, c.ch(["Family Therapist", "Consultant Child & Adolescent Psychiatrist", "Dietitian", "Clinical Nurse Specialist"]), svc)
    return n


# ------------------------------------------------------------------ 8
def perinatal(c):
    n = Note()
    pt, a, dob = mother(c, 18, 43)
    svc = c.ch([f"{c.L.town()} Perinatal Mental Health Service", f"{c.L.town()} Mother and Baby Unit", f"{c.L.town()} Perinatal Psychiatry Clinic"])
    baby = c.person(c.ch("FM"), surname=pt.surname)
    bd = c.day(lo=-200, hi=-7)
    part = c.person(c.ch("MMF"))
    hv = c.person("F")
    cl = c.person()
    header(c, n, pt, dob, svc, c.ch(["Perinatal Mental Health — Assessment", "Perinatal Psychiatry Follow-up", "PMHS Care Coordinator Contact"]), None,
           gp=(c.person(), c.L.practice()))
    wks = max(1, (c.enc - bd).days // 7)
    n(c.nm(pt, "PATIENT", c.ch(["title", "given", "full"]) if False else c.ch(["given", "full"])), " is a ", c.age(c.age_of(dob)), "-year-old ", c.prof(), " on maternity leave, ",
      wks, " weeks postpartum after the birth of ", c.nm(baby, "PATIENT", "given"), " on ", c.D(bd), " at ", (c.L.hospital(), "HOSPITAL"), ".\n")
    n("Partner ", c.nm(part, "FAMILY", "full"), " (", c.prof(), ", mob ", c.ph("mobile"), ") attended.\n")
    n("Born in ", c.country(), ", moved to ", c.home_country(), " in ", (str(c.enc.year - c.r.randint(2, 15)), "DATE"), "; ", c.ch(["limited family support locally", "mother visiting from abroad until ", "sister lives nearby"]))
    if n.parts[-1][0].endswith("until "):
        n(c.D(c.day(lo=10, hi=60)))
    n(".\n\n**History**: ", c.ch(["Low mood and intrusive thoughts of harm coming to the baby since week 3", "Previous postpartum psychosis after first child in ",
                                  "Bipolar I, lithium stopped in pregnancy", "Generalised anxiety worsening in third trimester", "Birth trauma — emergency LSCS, flashbacks"]))
    if n.parts[-1][0].endswith("in "):
        n((str(c.enc.year - c.r.randint(2, 6)), "DATE"))
    n(".\nEPDS today ", str(c.r.randint(8, 26)), c.ch(["; Q10 scored 0", "; Q10 scored 1 (hardly ever)", "; Q10 scored 2"]), ". GAD-7 ", str(c.r.randint(4, 19)), ".\n")
    n("MSE: ", c.ch(["tearful, reactive, no psychotic features", "flat affect, slowed, good rapport", "anxious, pressured at times, no perceptual disturbance"]),
      ". Bonding: ", c.ch(["warm interaction observed", "reports feeling detached", "responsive to cues"]), ".\n")
    n("Risk: ", c.ch(["no current thoughts of self-harm; protective factors baby and partner", "passive death wish, no plan; safety plan updated",
                      "low risk to baby; no thoughts of harming"]), ".\n\n")
    n("**Meds**: ", c.ch(["sertraline 100 mg OD (compatible with breastfeeding)", "quetiapine 50 mg nocte", "nil — declined", "lamotrigine titration"]), ".\n")
    n("**Plan**\n- Care coordinator: ", c.nm(c.person("F"), "DOCTOR", "full"), ", direct ", c.ph("work"), "\n")
    n("- Health visitor ", c.nm(hv, "DOCTOR", "full"), " informed ", c.D(c.enc), "\n")
    n("- Crisis line out of hours: ", c.ph("land"), "; ", c.url(svc), "\n")
    n("- Peer support group ", c.ch(["Thursdays", "Tuesdays"]), " at ", (c.ch([f"{c.L.town()} Family Hub", f"St {c.ch(['Anne', 'Luke', 'Mark'])}'s Church Hall", f"{c.L.town()} Community Centre"]), "LOCATION_OTHER"), "\n")
    n("- Review ", c.D(c.day(lo=7, hi=28)), "\n")
    if c.rnd() < 0.4:
        n("Video review link sent to ", c.email(pt), "; session IP ", (c.L.ip(), "IPADDR"), ".\n")
    signature(c, n, cl, c.ch(["Consultant Perinatal Psychiatrist", "Perinatal CPN", "Specialty Doctor, Perinatal", "Perinatal Psychologist"]), svc)
    return n


# ------------------------------------------------------------------ 9
def ld_check(c):
    n = Note()
    yrs = c.r.randint(16, 72)
    pt = c.person()
    dob = c.dob_for_age(yrs)
    prac = c.L.practice()
    carer = c.person()
    home = c.ch([f"{c.ch(['Brook', 'Ivy', 'Larch', 'Heron'])} House", f"{c.L.town()} Supported Living", f"The {c.ch(['Willows', 'Beeches', 'Laurels'])} Care Home"])
    gpd = c.person()
    n("Annual Health Check — Learning Disability\n", (prac, "HOSPITAL"), "\n\n")
    n("Name: ", c.nm(pt, "PATIENT", c.ch(["full", "REV"])), "\nPreferred name: ", c.nm(pt, "PATIENT", "given"), "\nDOB: ", c.D(dob), "  Age: ", c.age(yrs), "\n")
    ids_block(c, n)
    n("\n", c.L.ssn_label(), ": ", (c.L.ssn(), "SSN"), "\n")
    if c.code in ("US", "UK", "CA") and c.rnd() < .6:
        n(c.L.hp_label(), ": ", (c.L.healthplan(), "HEALTHPLAN"), "\n")
    n("Residence: ", (home, "HOSPITAL"), ", ", c.addr(True), "\nTel: ", c.ph("land"), "\n")
    n("Date of check: ", c.D(c.enc), "  Last check: ", c.D(c.day(lo=-420, hi=-330)), "\n\n")
    rel = c.person(surname=pt.surname)
    n("Accompanied by support worker ", c.nm(carer, "FAMILY", "full"), c.ch([" and mum ", " and sister "]) if rel.sex == "F" else c.ch([" and dad ", " and brother "]),
      c.nm(rel, "FAMILY", "given"), ".\n")
    n("Level of LD: ", c.ch(["moderate", "severe", "mild", "profound (PMLD)"]), "; ", c.ch(["Down syndrome", "fragile X syndrome", "autism and LD", "cerebral palsy with LD", "unknown aetiology"]), ".\n")
    n("Communication: ", c.ch(["Makaton and short phrases", "uses iPad AAC (serial ", "verbal, needs easy-read", "objects of reference"]))
    if n.parts[-1][0].endswith("(serial "):
        n((c.L.serial("AAC"), "DEVICE"), ")")
    n(". Hospital passport at ", c.url(prac), ".\n")
    n("Day opportunities: attends ", (f"{c.L.town()} {c.ch(['Day Centre', 'Community Garden Project', 'Arts Collective'])}", "ORGANIZATION"), " ", c.ch(["Mon/Wed", "weekdays", "Tuesdays"]),
      c.ch([". Volunteers at a charity shop; previously worked as a ", ". Works 6 h/week as a "]), c.prof(), ".\n\n")
    n("**Review**\n")
    rows = [("Weight/BMI", f"{c.r.randint(45, 120)} kg / {c.r.randint(17, 41)}"), ("BP", f"{c.r.randint(100, 150)}/{c.r.randint(60, 95)}"),
            ("Epilepsy", c.ch(["seizure-free since ", "3 tonic-clonic/month, VNS in situ", "none"])), ("Hearing", c.ch(["bilateral hearing aids", "wax, ear drops", "NAD"])),
            ("Vision", c.ch(["cataract L, ophthalmology ref", "glasses", "NAD"])), ("Dental", c.ch(["overdue — special care dental referral", "seen " , "NAD"])),
            ("Bowels", c.ch(["chronic constipation, Movicol 2 sachets", "normal"])), ("Screening", c.ch(["cervical screening declined (best-interest discussion)", "bowel screening kit sent", "up to date"]))]
    n("| Domain | Finding |\n|---|---|\n")
    for k, v in rows:
        n("| ", k, " | ", v)
        if v.endswith("since "):
            n(c.month_year_item())
        if v.endswith("seen "):
            n(c.D(c.day(lo=-300, hi=-30)), " at ", (f"{c.L.town()} Community Dental Service", "HOSPITAL"))
        if v.startswith("3 tonic"):
            n(" (generator SN ", (c.L.serial("VNS"), "DEVICE"), ")")
        if v.startswith("bilateral"):
            n(" (L ", (c.L.serial("HA"), "DEVICE"), ", R ", (c.L.serial("HA"), "DEVICE"), ")")
        n(" |\n")
    n("\nBloods: HbA1c, TFTs, lipids, U&E — request no. ", (c.L.idnum("spec"), "IDNUM"), ". ", c.ch(["Desensitisation visit needed.", "Bloods taken with EMLA.", "Declined; MCA assessment completed."]), "\n")
    n("Flu vaccine given. Reasonable adjustments: first appointment of the day, quiet room ", (str(c.r.randint(1, 12)), "LOCATION_OTHER"), ".\n")
    n("Health Action Plan emailed to ", c.email(carer, home), " and care manager ", c.nm(c.person(), "DOCTOR", "full"), " (", c.ph("work"), ").\n")
    n("Fingerprint ID on file for repeat-prescription kiosk: ", (c.L.bioid(), "BIOID"), ".\n" if c.rnd() < .5 else ".\n")
    signature(c, n, gpd, c.ch(["GP", "Practice Nurse", "LD Liaison Nurse", "GP Registrar"]), prac)
    return n


# ------------------------------------------------------------------ 10
def slt(c):
    n = Note()
    yrs = c.r.randint(2, 11)
    pt = c.person()
    dob = c.dob_for_age(yrs)
    svc = c.ch([f"{c.L.town()} Children's Speech and Language Therapy", f"{c.L.town()} Paediatric SLT Service", f"{c.L.town()} Child Development Centre"])
    par = c.person(c.ch("FFM"), surname=pt.surname)
    slp = c.person("F" if c.rnd() < .8 else "M")
    setting = c.L.nursery() if yrs < 5 else c.L.school()
    header(c, n, pt, dob, svc, c.ch(["Speech and Language Therapy — Initial Assessment", "SLT Progress Report", "Speech-Language Pathology Evaluation"]),
           None, gp=(c.person(), c.L.practice()))
    n("Referral from ", c.ch(["health visitor ", "SENCo ", "paediatrician Dr ", "teacher "]))
    last = n.parts[-1][0]
    n(c.nm(c.person(), "FAMILY" if last in ("teacher ", "SENCo ") else "DOCTOR", c.ch(["full", "sur"]) if last.startswith("paed") else "full"), " on ", c.D(c.day(lo=-180, hi=-30)),
      " (ref ", (c.L.idnum("ref"), "IDNUM"), ").\n")
    n("Attended with ", c.ch(["mum", "dad", "grandma"]), " ", c.nm(par, "FAMILY", c.ch(["given", "full"])), c.ch(["", ", who works as a "]))
    if n.parts[-1][0].startswith(", who"):
        n(c.prof())
    n(". Languages at home: ", c.ch(["English only", "Punjabi and English", "Polish (main) and English", "te reo Māori and English", "Tamil and English", "Somali"]), ".\n")
    n("Setting: ", (setting, "ORGANIZATION"), c.ch([", key worker ", ", class teacher "]), c.nm(c.person(), "FAMILY", "full"), ".\n\n")
    n("**Concerns**: ", c.ch(["late talking — ~20 single words", "unclear speech, fronting and stopping", "stammer since ", "social communication differences, ?ASC",
                              "hoarse voice", "difficulty following instructions in class"]))
    if n.parts[-1][0].endswith("since "):
        n(c.month_year_item())
    n(".\n**Hearing**: ", c.ch(["audiology ", "bilateral cochlear implants (serials ", "hearing aid R, serial ", "glue ear, grommets inserted "]))
    h = n.parts[-1][0]
    if h.startswith("audiology"):
        n(c.D(c.day(lo=-200, hi=-10)), " — normal")
    elif h.startswith("bilateral"):
        n((c.L.serial("CI"), "DEVICE"), " / ", (c.L.serial("CI"), "DEVICE"), ")")
    elif h.startswith("hearing"):
        n((c.L.serial("HA"), "DEVICE"))
    else:
        n(c.D(c.day(lo=-300, hi=-30)))
    n(".\n\n**Assessment**\n")
    n("- ", c.ch(["CELF-5 core language SS 72", "PLS-5 total SS 78", "DEAP phonology: PCC 58%", "RAPT information 19, grammar 14", "SSI-4 severity: moderate"]), "\n")
    n("- Play/attention: ", c.ch(["single-channelled", "good joint attention", "fleeting"]), "\n")
    n("- ", c.nm(pt, "PATIENT", "given"), c.ch([" said \"", " labelled \"", " requested \""]), c.ch(["more bubble", "tat", "daddy car", "me do it", "where mummy gone"]), "\" spontaneously.\n\n")
    n("**Plan**: ", c.ch(["block of 6 sessions", "parent-child interaction therapy", "Lidcombe Program", "advice to setting and review in 3 months"]),
      ", starting ", c.D(c.day(lo=7, hi=40), weekday=c.rnd() < .5), ". Home activities at ", c.url(svc), ".\n")
    n("Report shared with ", (setting, "ORGANIZATION"), " via ", c.email(None, setting), " with parental consent.\n")
    if c.rnd() < 0.4:
        n("Parent: ", c.ph("mobile"), ", ", c.email(par), ".\n")
    signature(c, n, slp, c.ch(["Speech and Language Therapist", "Highly Specialist SLT", "Speech-Language Pathologist, CCC-SLP", "SLT Assistant"]), svc)
    return n


GENRES = [("obstetric_triage_labour", obstetric), ("postnatal_midwife", postnatal), ("neonatal_discharge", neonatal),
          ("paediatric_ed", ped_ed), ("child_protection", child_protection), ("adolescent_clinic", adolescent),
          ("eating_disorder", eating), ("perinatal_mental_health", perinatal), ("ld_annual_health_check", ld_check),
          ("paediatric_slt", slt)]
