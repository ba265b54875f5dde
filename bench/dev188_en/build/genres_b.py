"""Genres: trauma activation record, interfacility transfer, poison control, police/coroner liaison."""
import pools as P
import fmt as F
import scen as S
from ctx import addr, age_sex, sig, prof

CARS = ["2014 Honda Civic", "2017 Ford F-150", "2011 Toyota Corolla", "2019 Chevrolet Equinox",
        "2008 Dodge Ram 1500", "2020 Hyundai Elantra", "2016 Nissan Rogue", "2012 Subaru Outback",
        "2015 Kia Soul", "2021 Tesla Model 3", "2009 Harley-Davidson Softail", "2018 Jeep Wrangler"]


def trauma_activation(r, c, n):
    s = S.pick(r, trauma=True)
    ck = F.Clock(r)
    lvl = r.choice(["LEVEL 1 (FULL)", "Level I - Full Activation", "TIER 2 (PARTIAL)", "Level II", "Trauma Alert - Red"])
    n.x(("HOSPITAL", c.hosp), r.choice([" Trauma Services", " - Adult Trauma Program", " Trauma Center"]), "\n")
    n.x("TRAUMA TEAM ACTIVATION RECORD\nActivation: ", lvl, "    Date: ", ("DATE", c.d()), "\n")
    n.x("Page out: ", ck.s(), "    Pt arrival: ", ck.adv(6, 15), "    Location: Trauma Bay ",
        ("LOCATION_OTHER", str(r.randrange(1, 5))), "\n")
    unknown = r.random() < 0.25
    if unknown:
        n.x("Patient: registered as unidentified ", "male" if c.pt.sex == "M" else "female",
            "; identity confirmed at ", ck.adv(30, 80), " as ", ("PATIENT", c.pt.form(r, "LASTFIRSTMI")),
            " via ", r.choice(["driver's licence", "driver license", "DL"]), " ", ("LICENSE", c.dl), "\n")
        ck.m -= 60
    else:
        n.x("Patient: ", ("PATIENT", c.pt.form(r, r.choice(["LASTFIRST", "lastfirstmi"]))), "    DOB: ",
            ("DATE", c.dob_s()), "\n")
    n.x("MRN: ", ("MRN", c.mrn), "    Encounter: ", ("ACCOUNT", c.acct), "    Age: ", ("AGE", str(c.age)),
        r.choice([" (stated)", " (est)", ""]), "    Sex: ", c.pt.sex, "\n")
    if r.random() < 0.3:
        n.x("Biometric ID: fingerprint match ", ("BIOID", f"FP-{F.digits(r, 6)}"), " (", ("ORGANIZATION", c.police), ")\n")
    n.x("\nMECHANISM: ", s["hpi"], ". ")
    if s["k"] == "mvc":
        car = r.choice(CARS)
        n.x("Pt's vehicle ", car, ", plate ", ("VEHICLE", F.plate(r, c.country)), " (", ("STATE", c.addr.st), ")")
        if r.random() < 0.5:
            n.x(", VIN ", ("VEHICLE", F.vin(r)))
        n.x("; collision on ", r.choice(["eastbound ", "westbound ", "northbound ", ""]),
            ("STREET", r.choice(P.HIGHWAYS)), " near ", ("LOCATION_OTHER", r.choice(P.LANDMARKS)), ". ")
    elif s["k"] == "burn" and c.age >= 18 and not c.retired:
        n.x("Occurred at ", ("ORGANIZATION", c.employer), " where pt works as ", F.an(c.prof), ("PROFESSION", c.prof), ". ")
    elif s["k"] == "stab":
        n.x("Outside ", ("LOCATION_OTHER", r.choice(P.LANDMARKS)), " on ", ("STREET", r.choice(P.STREETS) + " St"), ". ")
    else:
        n.x("At home, ", ("STREET", c.addr.street), ", ", ("CITY", c.addr.city), ". ")
    if s["k"] != "mvc" and r.random() < 0.25:
        n.x("Pt emigrated from ", ("COUNTRY", r.choice(P.COUNTRIES)), "; ", r.choice(["interpreter used", "limited English"]), ". ")
    n.t("\n")
    medic = c.staff()
    n.x("Prehospital: ", ("ORGANIZATION", c.agency), r.choice([" Medic ", " unit ", " M"]), str(r.randrange(1, 50)),
        "; MIST report by ", ("DOCTOR", medic.form(r, r.choice(["full", "init"]))), ": ", "; ".join(s["ems"]), ".\n\n")
    n.t("TEAM (time at bedside)\n")
    roles = [("Trauma surgery attending", "MD"), ("EM attending", "MD"), ("Anesthesia", "MD"),
             ("Surgery resident PGY-3", "MD"), ("Primary RN", "RN"), ("Recorder RN", "RN"), ("RT", "RRT"),
             ("Pharmacist", "PharmD"), ("Radiology tech", "RT(R)"), ("Social work", "MSW"), ("Chaplain", "")]
    team = {}
    pre = ck.m
    for role, cred in roles[:r.randint(6, 11)]:
        p = c.staff()
        team[role] = p
        tag = "Dr. " if cred == "MD" and r.random() < 0.5 else ""
        n.x(f"  {role}: {tag}", ("DOCTOR", p.form(r, "last" if tag else r.choice(["full", "lastfirst"]))))
        if cred and not tag:
            n.t(f", {cred}")
        tm = (pre - r.randint(-4, 9)) % 1440
        n.t(f"  {F.ftime(r, tm // 60, tm % 60, ck.style if ck.style < 2 else 0)}\n")
    v = S.vitals(r, s, age=c.age)
    n.t("\nPRIMARY SURVEY\n")
    airway = r.choice(['patent, speaking full sentences', 'patent, c-collar in place',
                       'intubated RSI (etomidate 20 mg, rocuronium 100 mg), 7.5 ETT 23 cm at lip'])
    if airway.startswith("intubated"):
        dline = f"D: GCS {min(v['gcs'], r.randint(6, 9))} pre-RSI, now sedated/paralyzed, pupils "
    else:
        dline = f"D: GCS {v['gcs']} (E{min(4, v['gcs'] // 4 + 1)} V{min(5, v['gcs'] // 3)} M{min(6, v['gcs'] // 2 + 1)}), pupils "
    n.t(f"A: {airway}\n"
        f"B: RR {v['rr']}, SpO2 {v['spo2']}%, {r.choice(['equal breath sounds', 'decreased BS L', 'subcutaneous emphysema L chest'])}\n"
        f"C: HR {v['hr']}, BP {v['sbp']}/{v['dbp']}, {r.choice(['2 large-bore IVs', 'R IO humeral placed', 'L femoral cordis placed'])}; "
        f"eFAST {r.choice(['negative', 'positive RUQ', 'positive LUQ', 'indeterminate pelvis'])}\n"
        f"{dline}{r.choice(['3 mm reactive bilat', '4 mm sluggish L', 'PERRL'])}\n"
        f"E: T {v['temp']} C, {s['find']}\n\n")
    n.t("VITALS\n")
    for i in range(r.randint(3, 5)):
        vv = S.vitals(r, s, drift=i, age=c.age)
        n.t(f"  {ck.adv(3, 10)}  BP {vv['sbp']}/{vv['dbp']}  HR {vv['hr']}  RR {vv['rr']}  SpO2 {vv['spo2']}%  GCS {vv['gcs']}\n")
    if r.random() < 0.6:
        n.t("\nBLOOD PRODUCTS\n")
        for i in range(r.randint(1, 4)):
            n.x(f"  {ck.adv(2, 6)}  ", r.choice(["PRBC O-neg", "PRBC O-pos", "plasma AB", "platelets apheresis",
                                                  "cryo pooled"]), " unit ", ("IDNUM", f"W{F.digits(r, 4)} {c.year % 100:02d} {F.digits(r, 6)}"),
                f"  checked by ", ("DOCTOR", r.choice(list(team.values())).form(r, "initcaps")), "\n")
        n.x("  TXA 1 g IV at ", ck.adv(1, 4), "; type & screen specimen ", ("IDNUM", f"BB{F.digits(r, 7)}"), "\n")
    n.t("\nIMAGING\n")
    for im in s["img"] or ["CXR portable: no acute findings."]:
        n.x("  ", im, " Acc# ", ("IDNUM", F.accession(r, c.year)), "\n")
    n.t("\nSECONDARY SURVEY: " + r.choice(["deferred to OR", "completed; see H&P", "abrasions to bilat knees, L wrist deformity"]) + "\n")
    dest = r.randrange(3)
    if dest == 0:
        n.x("DISPOSITION: OR ", ("LOCATION_OTHER", str(r.randrange(1, 16))), " at ", ck.adv(10, 40), "\n")
    elif dest == 1:
        n.x("DISPOSITION: ", ("HOSPITAL", (r.choice(["Burn Unit", "Burn ICU"]) if s["k"] == "burn" else
                                           r.choice(["Trauma ICU", "STICU", "Surgical Stepdown", "Ortho Trauma"])) + " " +
                              str(r.randrange(3, 9)) + r.choice(["A", "B", " North", " East"])),
            " bed ", ("LOCATION_OTHER", str(r.randrange(1, 30))), "\n")
    else:
        n.x("DISPOSITION: transfer to ", ("HOSPITAL", c.hosp2), " (", "burn centre" if s["k"] == "burn" else
            "pediatric trauma" if c.age < 16 else r.choice(["neurosurgery", "orthopedic trauma", "interventional radiology"]),
            ") by ", r.choice(["rotor wing", "CCT ground"]), "\n")
    if r.random() < 0.75:
        n.x("Family: ", c.rel, " ", ("FAMILY", c.fam.form(r, "full")), " arrived ", ck.adv(5, 40), ", updated by ",
            ("DOCTOR", team.get("Social work", team["EM attending"]).form(r, "full")), "; callback ", ("PHONE", c.fam_phone), "\n")
    if r.random() < 0.4:
        n.x("Police on scene: ", ("ORGANIZATION", c.police), ", incident ", ("IDNUM", F.case_no(r, c.year, 4)), "\n")
    n.t("\n")
    rec = team.get("Recorder RN", list(team.values())[-1])
    n.x("Recorder: ", ("DOCTOR", rec.form(r, "full")), ", RN    Reviewed: Dr. ",
        ("DOCTOR", team["Trauma surgery attending"].form(r, "full")), "  ", ("DATE", c.dplus(r.randint(0, 1))), "\n")
    return "trauma_activation"


def interfacility_transfer(r, c, n):
    s = S.pick(r, peds=c.age < 13, age=c.age)
    ck = F.Clock(r)
    n.x(r.choice(["INTERFACILITY TRANSFER FORM", "Patient Transfer Record / Memorandum of Transfer",
                  "INTER-HOSPITAL TRANSFER - PHYSICIAN CERTIFICATION"]), "\n\n")
    n.x("Date: ", ("DATE", c.d()), "    Time request: ", ck.s(), "    Transfer centre ref: ",
        ("IDNUM", f"TC-{F.digits(r, 6)}"), "\n\n")
    n.x("SENDING FACILITY: ", ("HOSPITAL", c.hosp), ", ", ("CITY", c.addr.city), ", ", ("STATE", c.addr.st), "\n")
    n.x("  ED phone ", ("PHONE", F.phone_ext(r, c.area)), "   Fax ", ("FAX", F.phone(r, c.area)), "\n")
    ca = type(c.addr)(r, c.country)
    for _ in range(25):
        if ca.st == c.addr.st and ca.city != c.addr.city:
            break
        ca = type(c.addr)(r, c.country)
    n.x("RECEIVING FACILITY: ", ("HOSPITAL", c.hosp2), ", ", ("CITY", ca.city), ", ", ("STATE", ca.st), "\n")
    n.x("  Unit: ", ("HOSPITAL", r.choice(P.UNIT_NAMES)), ", bed ", ("LOCATION_OTHER", f"{r.randrange(1, 36)}{r.choice(['', 'A', 'B'])}"),
        "   Report line ", ("PHONE", F.phone_ext(r, c.area)), "\n\n")
    n.x("PATIENT: ", ("PATIENT", c.pt.form(r, r.choice(["LASTFIRSTMI", "lastfirst"]))), "   DOB ", ("DATE", c.dob_s()),
        "   Age ", ("AGE", str(c.age)), "   Sex ", c.pt.sex, "\n")
    n.x("MRN (sending): ", ("MRN", c.mrn), "   Encounter: ", ("ACCOUNT", c.acct))
    if r.random() < 0.45:
        n.x("   ", "SSN" if c.country == "US" else "SIN", ": ", ("SSN", c.ssn))
    n.t("\n")
    n.x("Insurance/health card: ", ("HEALTHPLAN", c.hp))
    if c.country == "US" and r.random() < 0.5:
        n.x("   Auth #: ", ("IDNUM", f"AUTH{F.digits(r, 8)}"))
    n.t("\n\n")
    snd, acc = c.staff(), c.staff()
    n.x("Sending physician: Dr. ", ("DOCTOR", snd.form(r, r.choice(["full", "mi"]))), "\n")
    n.x("Accepting physician: Dr. ", ("DOCTOR", acc.form(r, r.choice(["full", "last"]))), " (",
        S.CONSULT[s["k"]], "), accepted at ", ck.adv(20, 70), "\n")
    why = r.choice(["higher level of care", "specialty service not available ({})", "bed availability",
                    "patient/family request"]).format(S.CONSULT[s["k"]])
    n.x("Diagnosis: ", s["dx"], "\nReason for transfer: ", why, "\n")
    v = S.vitals(r, s, age=c.age)
    n.x("Condition at transfer: ", r.choice(["stable", "guarded", "critical"]), ". Last vitals ", ck.adv(10, 40), ": ",
        S.vline(v, 1), "\n")
    n.t("Treatments given: " + "; ".join(s["ed"]) + "\n")
    inf = {"sepsis": "norepinephrine 0.08 mcg/kg/min, LR at 150 mL/h", "dka": "insulin 0.1 units/kg/h, NS at 250 mL/h",
           "stemi": "heparin 12 units/kg/h", "gib": "octreotide 50 mcg/h, PRBC unit 2 of 2", "arrest": "norepinephrine 0.1 mcg/kg/min",
           "od": "naloxone 0.4 mg/h", "chf": "nitroglycerin 50 mcg/min", "stroke": "NS at 75 mL/h"}.get(
        s["k"], r.choice(["NS at 125 mL/h", "none", "saline lock"]))
    n.t(f"Infusions running: {inf}\n")
    if r.random() < 0.5:
        n.x("Infusion pump: Alaris channel A SN ", ("DEVICE", F.device_sn(r, r.choice([2, 5]))), "\n")
    n.x("Airway: ", "intubated, 7.5 ETT, vent AC 450/16/PEEP 5/FiO2 40%" if s["k"] in ("arrest", "burn", "od") else
        r.choice(["own airway, 2 L NC", "room air", "own airway, 4 L NC"]), "\n\n")
    mode = r.choice(["critical care ground", "rotor wing", "fixed wing"]) if s["k"] in ("arrest", "burn", "od") else \
        r.choice(["ALS ground", "critical care ground", "rotor wing", "BLS ground"])
    crew_org = c.agency if "ground" in mode else r.choice(["LifeStar Air Medical", "Northern Wings Air Ambulance",
                                                           "AirCare Transport", "SkyMed Critical Care"])
    n.x("MODE: ", mode, " - ", ("ORGANIZATION", crew_org), "   ETA ", ck.adv(30, 120), "\n")
    if c.country == "US":
        n.t("EMTALA: I certify that, based on the information available at the time of transfer, the medical benefits "
            "reasonably expected from care at the receiving facility outweigh the increased risks of transfer.\n")
    else:
        n.t("Physician attestation: risks and benefits of transfer discussed; receiving site has accepted.\n")
    rn1, rn2 = c.staff(), c.staff()
    n.x("Nurse report: ", ("DOCTOR", rn1.form(r, "full")), ", RN to ", ("DOCTOR", rn2.form(r, r.choice(["full", "firstinit"]))),
        ", RN at ", ck.adv(5, 15), "\n")
    if r.random() < 0.6:
        n.x("Imaging pushed to receiving PACS node ", ("IPADDR", F.ip_private(r)), "; CD also sent\n")
    n.x("Documents sent: face sheet, MAR, ED record, labs, ", r.choice(["ECG copy", "CT images", "consent"]), "\n")
    if r.random() < 0.7:
        if r.random() < 0.4 or c.age < 18:
            n.x("Consent signed by ", c.rel, " ", ("FAMILY", c.fam.form(r, "full")), " (SDM)")
        else:
            n.t("Consent signed by patient")
        n.x(" on ", ("DATE", c.d()), "\n")
    n.x(c.rel.capitalize(), " ", ("FAMILY", c.fam.form(r, r.choice(["full", "first"]))), " notified of transfer at ",
        ("PHONE", c.fam_phone), "\n")
    if r.random() < 0.5:
        coord = c.staff()
        n.x("Transfer coordinator: ", ("DOCTOR", coord.form(r, "full")), " ", ("EMAIL", F.email(r, coord)), "\n")
    n.t("\n")
    sig(n, c, snd, r.choice(["MD", "DO", "MD, CCFP(EM)"]), lead="Physician signature: ", tm=ck.adv(2, 10))
    return "interfacility_transfer"


PED_EXP = [
    ("acetaminophen 160 mg/5 mL suspension, up to 60 mL", "unintentional - general", "no symptoms",
     "Refer to ED for 4-h APAP level; NAC if above treatment line.", "4-h APAP level 38 mcg/mL, below line; no NAC"),
    ("laundry detergent pod, bit into one", "unintentional - general", "one episode of vomiting, coughing",
     "Rinse mouth, sips of water; ED if persistent cough, stridor or drooling.", "coughing resolved, tolerating fluids"),
    ("grandmother's amlodipine 10 mg, possibly 2 tablets", "unintentional - general", "sleepy",
     "Refer to ED: BP, glucose, ECG; observe 24 h given CCB ingestion.", "BP 84/46, fluids given, admitted to PICU"),
    ("button battery, 20 mm, swallowed ~1 h ago", "unintentional - foreign body", "drooling",
     "Honey 10 mL q10min en route; ED for x-ray; esophageal battery requires urgent endoscopy.", "battery in esophagus on x-ray, to OR for removal"),
    ("cannabis edible gummy, 10 mg THC x3", "unintentional - general", "ataxic, drowsy",
     "Refer to ED for observation; supportive care; check glucose.", "sleeping, arousable, discharged after 6 h"),
    ("iron 65 mg tablets, up to 8", "unintentional - general", "vomiting x2",
     "Refer to ED: serum iron at 4-6 h, abdominal x-ray for pill fragments.", "serum iron 280 mcg/dL, observation"),
    ("clonidine 0.1 mg, 1 tablet from sibling", "unintentional - general", "lethargic, HR 58",
     "Refer to ED; monitor HR/BP/resp; naloxone may help CNS depression.", "HR 64, more alert at 4 h"),
    ("bleach splash to eyes", "unintentional - general", "eye pain, tearing",
     "Irrigate eyes with tepid water x15 min; ED if pain or redness persists.", "pain resolved after irrigation")]
ADULT_EXP = [
    ("acetaminophen 500 mg, ~40 tablets", "intentional - suspected suicidal", "nausea",
     "ED: 4-h APAP level, LFTs, INR; start NAC 21-h protocol; psych eval when medically clear.", "4-h level 212 mcg/mL, NAC started"),
    ("ethylene glycol (antifreeze), ~1 cup", "intentional - misuse", "intoxicated appearance",
     "ED: serum osmolality, anion gap, fomepizole 15 mg/kg IV load, nephrology for HD.", "osmolar gap 38, fomepizole given, HD arranged"),
    ("carbon monoxide - generator in garage", "unintentional - environmental", "headache, nausea",
     "100% O2 by NRB; COHb level; evaluate for HBO if neuro symptoms or COHb >25%.", "COHb 18%, symptoms improved on O2"),
    ("metoprolol succinate 100 mg x15 tabs", "intentional - suspected suicidal", "HR 48, BP 86/50",
     "ED: glucagon 5 mg IV, calcium, high-dose insulin euglycemia therapy if refractory.", "HDI started, MAP 68"),
    ("rattlesnake bite R hand", "unintentional - bite/envenomation", "swelling to mid-forearm",
     "Mark leading edge q30min; CBC, coags, fibrinogen; antivenom for progression.", "6 vials antivenom, swelling halted"),
    ("lithium double dose x3 days", "unintentional - therapeutic error", "tremor, diarrhea",
     "ED: lithium level, BMP; IV NS; nephrology if level >4 or neuro findings.", "Li level 2.6 mmol/L, IV fluids"),
    ("organophosphate pesticide spill on skin", "unintentional - occupational", "salivation, miosis",
     "Decontaminate, atropine 2 mg IV doubling q5min to dry secretions, pralidoxime.", "atropinized, admitted to ICU"),
    ("hydrofluoric acid rust remover on fingers", "unintentional - occupational", "severe finger pain",
     "Calcium gluconate 2.5% gel topically; check Ca/Mg; ED if pain uncontrolled.", "pain 2/10 after gel")]


def poison_control(r, c, n):
    ck = F.Clock(r)
    ped = c.age < 13
    pool = PED_EXP if ped else [e for e in ADULT_EXP if not (c.retired and "occupational" in e[1])]
    sub, reason, sym, rec, outc = r.choice(pool)
    severe = any(w in outc for w in ("ICU", "OR ", "HD", "HDI", "antivenom", "NAC started", "fomepizole"))
    spi = c.staff()
    n.x(("ORGANIZATION", c.pcc), "\n", r.choice(["CASE RECORD", "Exposure Call Record", "Poison Centre Case Note"]), "\n")
    n.x("Case #: ", ("IDNUM", f"{c.year}-{F.digits(r, 6)}"), "    Date: ", ("DATE", c.d()), "    Call time: ", ck.s(), "\n")
    n.x("SPI: ", ("DOCTOR", spi.form(r, r.choice(["full", "lastfirst"]))), ", ", r.choice(["RN, CSPI", "PharmD, CSPI", "RN"]),
        "  (user ", ("USERNAME", F.staff_username(r, spi)), ")\n\n")
    hcf = r.random() < 0.4
    n.t("CALLER: ")
    if hcf:
        rn = c.staff()
        n.x("HCF - ", ("DOCTOR", rn.form(r, "full")), ", RN at ", ("HOSPITAL", c.hosp), " ED, ",
            ("PHONE", F.phone_ext(r, c.area)), "\n")
    else:
        n.x(("FAMILY", c.fam.form(r, r.choice(["full", "first", "lastfirst"]))), " (", c.rel, ")  callback ",
            ("PHONE", c.fam_phone), "\n")
    n.x("Caller site: ", "health care facility" if hcf else "residence", "; ", ("CITY", c.addr.city), ", ",
        ("STATE", c.addr.st), " ", ("ZIP", c.addr.zip), "\n")
    n.x("PATIENT: ", ("PATIENT", c.pt.form(r, r.choice(["full", "first", "firstinit"]))), "   Age: ", ("AGE", str(c.age)),
        " yr   Sex: ", c.pt.sex, f"   Wt: {r.randint(10, 38) if ped else r.randint(50, 120)} kg", "\n")
    if r.random() < 0.35:
        n.x("DOB: ", ("DATE", c.dob_s()), "\n")
    n.t(f"\nSUBSTANCE: {sub}\nROUTE: {'ocular' if 'eyes' in sub else 'dermal' if 'skin' in sub or 'fingers' in sub else 'inhalation' if 'monoxide' in sub else 'bite' if 'bite' in sub else 'ingestion'}\n"
        f"REASON: {reason}\nTIME SINCE EXPOSURE: ~{r.randint(1, 6)} h\nSYMPTOMS: {sym}\n\n")
    n.t("HISTORY: ")
    if ped:
        n.x(("AGE", str(c.age)), "-year-old found by ", c.rel, " with ", r.choice(["open container", "wrappers nearby",
                                                                                    "product in mouth"]), ". ")
    else:
        n.x("Pt ", ("PATIENT", c.pt.first), " ", r.choice(["reports", "per caller"]), ": ", sym, ". ")
        if "occupational" in reason and c.age >= 18:
            n.x("Exposure at work (", ("ORGANIZATION", c.employer), "); pt ")
            prof(n, c, 0)
            n.t(". ")
    n.t(f"PMH: {S.pmh(r, c.age, 1)}.\n")
    n.t("RECOMMENDATIONS: " + rec + "\n\n")
    n.t("FOLLOW-UP\n")
    nfu = r.randint(1, 3)
    for i in range(nfu):
        who = c.staff()
        tm = ck.adv(60, 240)
        n.x("  ", ("DATE", c.dplus(ck.m // 1440)), " ", tm, " - spoke with ", ("DOCTOR", who.form(r, r.choice(["full", "first"]))),
            r.choice([", RN", ", MD", " (charge RN)", ""]), " at ", ("HOSPITAL", c.hosp), ": ",
            outc if i == 0 else r.choice(["repeat labs pending", "vitals stable, no new symptoms",
                                          "plan unchanged", "pt resting comfortably"]), "\n")
    if r.random() < 0.5:
        tox = c.staff()
        n.x("Medical toxicologist consulted: Dr. ", ("DOCTOR", tox.form(r, "last")), " - ",
            r.choice(["agrees with plan", "recommends admission for observation", "will follow daily",
                      "recommends repeat labs in 4 h"]), "\n")
    n.x("\nOUTCOME: ", r.choice(["moderate effect", "major effect"]) if severe else
        r.choice(["no effect", "minor effect", "minor effect"]),
        "    Case closed ", ("DATE", c.dplus(ck.m // 1440 + r.randint(0, 2))), "\n")
    if r.random() < 0.4:
        n.x("Caller given centre number and info sheet at ", ("URL", F.url(r, "poison/" + r.choice(["kids", "safety", "info"]))), "\n")
    if r.random() < 0.3:
        n.x("Follow-up fax to PCP: ", ("FAX", F.phone(r, c.area)), "\n")
    return "poison_control"


def police_coroner(r, c, n):
    ck = F.Clock(r)
    death = r.random() < 0.45
    off = c.staff()
    n.x(("HOSPITAL", c.hosp), " - Emergency Department\n",
        r.choice(["LAW ENFORCEMENT / CORONER LIAISON NOTE", "Police and Coroner Communication Record",
                  "ED Liaison Note - Legal/Forensic"]), "\n\n")
    n.x("Date: ", ("DATE", c.d()), "   Time: ", ck.s(), "\n")
    n.x("Patient: ", ("PATIENT", c.pt.form(r, r.choice(["LASTFIRST", "full", "lastfirstmi"]))), "   MRN ", ("MRN", c.mrn),
        "   DOB ", ("DATE", c.dob_s()), " (", ("AGE", str(c.age)), ")\n")
    n.x("Agency: ", ("ORGANIZATION", c.police), "\n")
    n.x("Officer: ", r.choice(["Cst. ", "Det. ", "Sgt. ", "Officer "] if c.country == "CA" else
                              ["Ofc. ", "Officer ", "Det. ", "Sgt. ", "Deputy "]),
        ("FAMILY", off.form(r, r.choice(["full", "last"]))), ", badge ", ("IDNUM", F.digits(r, r.choice([3, 4, 5]))))
    n.x(", cell ", ("PHONE", F.phone(r, c.area)))
    if r.random() < 0.5:
        n.x(", ", ("EMAIL", F.email(r, off, r.choice(["police.example.org", "example.net"]))))
    n.t("\n")
    n.x("Occurrence/report #: ", ("IDNUM", F.case_no(r, c.year, r.choice([4, 5, 0]))), "\n\n")
    sw = c.staff()
    if not death:
        req = r.randrange(3)
        if req == 0:
            n.x("Request: legal blood draw under ", r.choice(["search warrant", "implied consent", "court order"]),
                " following single-vehicle collision. Pt's vehicle ", r.choice(CARS), " plate ", ("VEHICLE", F.plate(r, c.country)),
                ", VIN ", ("VEHICLE", F.vin(r)), ". Pt's licence ", ("LICENSE", c.dl), " (", ("STATE", c.addr.st), ") retained by officer.\n")
            n.x("Kit ", ("IDNUM", f"BAK-{F.digits(r, 6)}"), " drawn at ", ck.adv(10, 40), " by ",
                ("DOCTOR", c.staff().form(r, "full")), ", RN (grey-top x2, non-alcohol prep). Chain of custody form signed and kit handed to officer.\n")
        elif req == 1:
            n.x("Request: pt in custody following arrest; officer requests medical clearance for lodging. ",
                "Clearance given by Dr. ", ("DOCTOR", c.staff().form(r, "last")), " at ", ck.adv(60, 180),
                ". Clothing bagged as evidence, seal # ", ("IDNUM", F.digits(r, 7)), ".\n")
        else:
            n.x("Request: interview of pt re assault; pt ", r.choice(["consented", "declined"]), ". Pt identified by ",
                r.choice(["photo ID", "officer's fingerprint scan"]), "; AFIS ref ", ("BIOID", f"AFIS-{F.digits(r, 8)}"), ". ")
            n.x("Photographs of injuries taken by ", ("DOCTOR", c.staff().form(r, "full")), ", SANE RN.\n")
        n.x("Pt address on file: ")
        addr(n, c, style=r.choice([0, 4]))
        n.t(". Info disclosed limited to minimum necessary per policy.\n")
        if r.random() < 0.5 and c.age >= 18 and not c.retired:
            n.x("Pt works as ", F.an(c.prof), ("PROFESSION", c.prof), "; employer ", ("ORGANIZATION", c.employer),
                " not contacted per pt request.\n")
    else:
        md = c.staff()
        n.x("Death pronounced ", ("DATE", c.d()), " at ", ck.adv(20, 60), " by Dr. ", ("DOCTOR", md.form(r, r.choice(["full", "last"]))),
            " after ", r.choice(["prolonged resuscitation", "arrival in arrest with no ROSC", "withdrawal of care"]), ".\n")
        n.x("Reported to ", ("ORGANIZATION", c.coroner), " at ", ck.adv(5, 30), "; case ", ("IDNUM", f"ME{c.year % 100:02d}-{F.digits(r, 4)}"),
            ". Investigator ", ("FAMILY", c.staff().form(r, "full")), " (", ("PHONE", F.phone_ext(r, c.area)), ") ",
            r.choice(["accepted jurisdiction", "released jurisdiction to attending", "will attend the ED"]), ".\n")
        n.x("Lines/tubes left in situ per coroner. Body ID tag ", ("IDNUM", f"DT-{F.digits(r, 5)}"), "; fingerprint card ",
            ("BIOID", f"FPC{F.digits(r, 7)}"), " taken by officer.\n")
        if r.random() < 0.5:
            n.x("Implanted device noted: ", r.choice(["ICD", "pacemaker", "spinal cord stimulator"]), " SN ",
                ("DEVICE", F.device_sn(r)), " - not explanted.\n")
        if r.random() < 0.5:
            n.x("Decedent ", "SSN" if c.country == "US" else "SIN", " for ME report: ", ("SSN", c.ssn), "\n")
        n.x("Next of kin: ", c.rel, " ", ("FAMILY", c.fam.form(r, "full")), ", ", ("PHONE", c.fam_phone))
        n.x(", residing at ", ("STREET", c.addr.street), ", ", ("CITY", c.addr.city), "; notified in person by ",
            ("DOCTOR", md.form(r, "last")) if r.random() < 0.5 else ("DOCTOR", sw.form(r, "full")), " with ",
            r.choice(["chaplain", "social work", "police"]), " present.\n")
        if r.random() < 0.6:
            n.x("Body released to ", ("ORGANIZATION", r.choice(["Hartley & Sons Funeral Home", "Peaceful Valley Funeral Chapel",
                                                                 "Maplewood Memorial Services", "Brennan Family Funeral Home"])),
                " on ", ("DATE", c.dplus(1)), ".\n")
        if r.random() < 0.4:
            n.x("Tissue donation referral made to ", ("ORGANIZATION", r.choice(["Lifeline Donor Network", "Gift of Hope Alliance",
                                                                                 "Trillium Tissue Bank"])), ", ref ",
                ("IDNUM", f"{F.letters(r, 2)}{F.digits(r, 6)}"), ".\n")
    n.x("Belongings: ", r.choice(["wallet, phone, keys", "clothing (cut), wallet, wedding ring", "backpack, phone, $43 cash"]),
        " - inventoried by security officer ", ("DOCTOR", c.staff().form(r, "full")), " and ",
        r.choice(["released to police", "locked in ED safe", "given to family"]), "; envelope ", ("IDNUM", f"S-{F.digits(r, 5)}"), ".\n")
    n.x("\nSocial work: ", ("DOCTOR", sw.form(r, "full")), ", MSW, pager ", ("PHONE", f"555-01{r.randrange(100):02d}"), "\n")
    n.x("Documented by ", ("DOCTOR", c.staff().form(r, "full")), ", RN (charge)  ", ("DATE", c.d()), "\n")
    return "police_coroner"
