"""Own genres: inpatient discharge summary, travel / fitness-to-fly letter."""
from doc import Doc, P, J
import fake as F
import clin as K
import common as C
import pools_places as PL

ADMIT = [
    ("Elective admission for initiation of IV epoprostenol",
     "Hickman line inserted by interventional radiology on day 1. Epoprostenol started at 2 ng/kg/min and up-titrated by "
     "1-2 ng/kg/min per day to %d ng/kg/min. Jaw pain and diarrhoea managed symptomatically. Pump training completed with "
     "the CNS team; independent with cassette mixing and line care by day %d."),
    ("Decompensated right heart failure",
     "Presented with weight gain of %d kg and worsening breathlessness. Treated with IV furosemide infusion, daily weights "
     "and fluid restriction 1.5 L/day. Negative balance achieved; discharge weight %d kg. NT-proBNP improved."),
    ("Hickman line sepsis",
     "Febrile with rigors after connecting a new cassette. Blood cultures from line and peripheral grew coagulase-negative "
     "staphylococcus. Treated with IV vancomycin (levels monitored) for %d days; line exchanged on day %d. Prostanoid "
     "infusion continued peripherally in the interim."),
    ("Syncope on exertion",
     "Syncopal episode walking uphill. No arrhythmia on %d h Holter; telemetry unremarkable. Considered haemodynamic; "
     "therapy escalated. Advised not to drive for %d months per {LIC} guidance."),
    ("Haemoptysis",
     "Moderate haemoptysis (~%d mL). CT angiogram showed hypertrophied bronchial arteries; bronchial artery embolisation "
     "performed on day %d. Anticoagulation held then restarted."),
    ("Planned balloon pulmonary angioplasty (BPA)",
     "BPA session performed on day 1: %d segmental vessels treated in the right lower lobe. Post-procedure mild "
     "reperfusion oedema managed with oxygen. Discharged on day %d."),
]


def discharge(r, c):
    d = Doc()
    adm = F.rdate(r)
    los = r.randrange(2, 16)
    dis = F.shift(adm, los)
    pat = F.patient(r, c, adm)
    k = K.build(r, c)
    cons = F.clinician(r, c, "doc")
    jr = F.clinician(r, c, "doc")
    gp = F.person(r, c, role="doc")
    hosp = F.hospital(r, c)
    ward = r.choice(PL.WARDS)
    us = c in ("US", "CA")
    he, his, him = C.pron(pat)
    d.add(r.choice(["DISCHARGE SUMMARY", "Inpatient Discharge Summary", "Discharge Letter / TTO" if c == "UK" else "Discharge Summary",
                    "HOSPITAL DISCHARGE SUMMARY"]), "\n")
    d.add(C.letterhead(r, c, hosp, contacts=F.chance(r, 0.5)))
    d.nl()
    d.add(C.banner(r, c, pat, adm, style=r.choice([1, 2, 3])))
    if c == "US" and F.chance(r, 0.5):
        d.w("Insurance: {ins}  ID {mid}\n", ins=P("ORGANIZATION", r.choice(PL.INSURERS["US"])), mid=P("HEALTHPLAN", F.healthplan(r, c)))
    if c == "US" and F.chance(r, 0.4):
        d.w("SSN: {s}\n", s=P("SSN", F.ssn(r, c)))
    if c == "US" and F.chance(r, 0.35):
        d.w("Palm-vein patient ID: {b}\n", b=P("BIOID", F.bioid(r, "palm")))
    d.w("Encounter: {e}\n", e=P("ACCOUNT", F.account(r)))
    bb = J("Bed: ", P("LOCATION_OTHER", str(r.randrange(1, 32)))) if F.chance(r, 0.6) else \
        J("Bay ", P("LOCATION_OTHER", str(r.randrange(1, 6))), ", bed ", P("LOCATION_OTHER", str(r.randrange(1, 7))))
    d.w("Ward: {w}   {bb}\n", w=P("HOSPITAL", ward), bb=bb)
    d.w("Admitted: {a}   Discharged: {b}   Length of stay: {n} days\n", a=F.D(r, c, adm), b=F.D(r, c, dis), n=str(los))
    d.w("{cl}: {t} {n}   {gw}: Dr{dot} {g}, {pp}\n\n", cl="Attending" if us else "Consultant", t=cons.title, n=F.pname(cons, r.choice(["full", "initlast"])),
        gw=C.gp_word(c).upper() if us else "GP", dot="." if us else "", g=F.pname(gp, "initlast", "DOCTOR"), pp=P("HOSPITAL", F.practice(r, c)))
    meds = " ".join(k.meds)
    if k.dx == "cteph":
        okk = [1, 4, 5, 5]
    elif k.group == "1":
        okk = [0, 1, 3, 4] + ([2, 2] if "IV" in meds else [])
    else:
        okk = [1, 3, 4]
    reason, course = ADMIT[r.choice(okk)]
    d.add("Reason for admission: ", reason, "\n")
    d.add("Background: ", k.dxlabel, " (diagnosed ")
    d.add(F.D(r, c, F.shift(adm, -r.randrange(300, 3500)), r.choice(["year", "monyr"])), "); ", "; ".join(k.comorb), ".\n\n")
    d.add("CLINICAL COURSE\n")
    vals = {"Elective": (r.randrange(8, 20), r.randrange(5, 12)), "Decompensated": (r.randrange(3, 9), k.weight),
            "Hickman": (r.choice([10, 14]), r.randrange(3, 8)), "Syncope": (r.choice([24, 48, 72]), r.choice([1, 6])),
            "Haemoptysis": (r.choice([50, 100, 150, 200]), r.randrange(1, 4)),
            "Planned": (r.randrange(2, 6), r.randrange(2, 4))}[reason.split()[0]]
    lic = {"UK": "DVLA", "IE": "NDLS", "AU": "Austroads", "NZ": "NZTA", "US": "state DMV", "CA": "CCMTA",
           "ZA": "licensing"}[c]
    d.add((course % vals).replace("{LIC}", lic), "\n")
    if "epoprostenol" in reason and "Epoprostenol" not in " ".join(k.meds):
        k.meds = [m for m in k.meds if "ng/kg/min" not in m and "Selexipag" not in m and "Iloprost" not in m]
        k.meds.insert(2, "Epoprostenol IV %d ng/kg/min via Hickman line (CADD-Legacy pump)" % vals[0])
    if F.chance(r, 0.5):
        d.w("On day {n} {he} was reviewed by {t} {c} ({sp}). ", n=str(r.randrange(1, los + 1)), he=he,
            t="Dr" + ("." if us else ""), c=F.pname(F.clinician(r, c), "last"), sp=r.choice(["cardiology", "microbiology", "palliative care",
                                                                                             "hepatology", "haematology"]))
    if F.chance(r, 0.5):
        fam = F.relative(r, c, pat)
        d.w("Discharge plan discussed with {his} {rel} {n}, who will stay with {him} for the first week.", his=his, rel=fam.rel,
            n=F.pname(fam, r.choice(["first", "full"])), him=him)
    d.add("\n\nInvestigations: ", K.labs_line(r, k), ". Echo: TAPSE %d mm, RVSP %d mmHg.\n" % (k.tapse, k.rvsp_echo))
    if "Hickman" in course or "epoprostenol" in reason:
        d.w("Line: 9.6 Fr single-lumen Hickman, tip at cavo-atrial junction, inserted {dt} by {t} {n}.\n",
            dt=F.D(r, c, F.shift(adm, 1)), t="Dr" + ("." if us else ""), n=F.pname(F.clinician(r, c), "initlast"))
        d.w("Infusion pump serial numbers: {a} and {b}.\n", a=P("DEVICE", F.device_sn(r)), b=P("DEVICE", F.device_sn(r)))
    d.add("\nMEDICATIONS ON DISCHARGE\n")
    for m in k.meds:
        d.add("  ", m, r.choice(["", "", " (NEW)", " (dose changed)", ""]), "\n")
    d.add("Stopped: ", r.choice(["none", "ibuprofen", "amlodipine", "naproxen (NSAID - avoid)", "none"]), "\n\n")
    d.add("FOLLOW-UP\n")
    d.w("- PH clinic in {n} weeks ({dt})\n", n=str(r.choice([2, 4, 6])), dt=F.D(r, c, F.shift(dis, r.choice([14, 28, 42]))))
    d.add("- ", C.gp_word(c), ": U&E in 1 week; please monitor weight and potassium\n")
    if F.chance(r, 0.5):
        d.w("- Homecare: {hc} first delivery {dt}, nurse visit arranged\n", hc=P("ORGANIZATION", r.choice(PL.HOMECARE)),
            dt=F.D(r, c, F.shift(dis, r.randrange(1, 4))))
    d.w("- Urgent concerns: PH team {ph}{alt}\n", ph=P("PHONE", F.phone(r, c, False)),
        alt=J(" or ", r.choice(["ward", "unit"]), " ", P("PHONE", F.ext(r, F.phone(r, c, False)))) if F.chance(r, 0.4) else "")
    d.nl()
    jr.title = "Dr" + ("." if us and F.chance(r, 0.5) else "")
    d.w("Completed by: {t} {n}, {jt}", t=jr.title, n=F.pname(jr, r.choice(["full", "initlast"])), jt=r.choice(
        ["Resident (PGY-2)", "Intern", "Hospitalist", "PGY-1", "Medical Resident"] if us else
        ["FY2", "CT1 Medicine", "SHO", "Registrar", "Resident Medical Officer", "House Officer"]))
    if F.chance(r, 0.5):
        d.w("  bleep {b}", b=P("PHONE", F.pager(r, c)))
    d.nl()
    d.add(C.audit(r, c, jr, dis))
    return d


# ----------------------------------------------------------------- travel / fitness-to-fly letter
def travel_letter(r, c):
    d = Doc()
    today = F.rdate(r)
    pat = F.patient(r, c, today)
    k = K.build(r, c)
    cons = F.clinician(r, c, "doc")
    nurse = F.clinician(r, c, "nurse")
    hosp = F.hospital(r, c)
    us = c in ("US", "CA")
    he, his, him = C.pron(pat)
    d.add(C.letterhead(r, c, hosp))
    d.nl()
    d.w("{dt}\n\n", dt=F.D(r, c, today))
    kind = r.randrange(3)
    if kind == 0:
        d.add("TO WHOM IT MAY CONCERN - AIRLINE / BORDER SECURITY\n\n")
    elif kind == 1:
        d.add("Medical information for travel (fitness to fly)\n\n")
    else:
        d.add("TRAVEL LETTER - PATIENT ON CONTINUOUS INFUSION THERAPY\n\n")
    d.w("Patient: {n}\nDate of birth: {dob}\n", n=F.pname(pat, r.choice(["titlefull", "fullmid", "caps"])), dob=F.D(r, c, pat.dob))
    if F.chance(r, 0.55):
        d.w("Passport no: {pp}\n", pp=P("IDNUM", F.let(r, r.choice([1, 2])) + F.dig(r, 7)))
    d.w("Hospital number: {m}\n", m=P("MRN", pat.mrn))
    dest = r.choice(PL.TRAVEL_COUNTRIES)
    dep = F.shift(today, r.randrange(10, 90))
    ret = F.shift(dep, r.randrange(5, 30))
    d.w("Destination: {ct}   Travel dates: {a} - {b}\n\n", ct=P("COUNTRY", dest), a=F.D(r, c, dep), b=F.D(r, c, ret))
    d.w("{Who} is under the care of our specialist pulmonary hypertension service for {dx}. ", Who=F.pname(pat, "title"), dx=k.dxlabel)
    infusion = any(("IV" in m or "SC" in m) for m in k.meds)
    if infusion:
        d.add(he.capitalize(), " receives a continuous infusion via a portable pump that must NOT be switched off, disconnected "
              "or passed through X-ray scanners. Please allow a hand search instead.\n\n")
        d.add("Equipment carried in hand luggage:\n")
        d.w("  - Infusion pump, serial no. {s1} (in use)\n", s1=P("DEVICE", F.device_sn(r)))
        d.w("  - Spare pump, serial no. {s2}\n", s2=P("DEVICE", F.device_sn(r)))
        d.add("  - Drug vials, diluent, cassettes, syringes, needles and sharps container\n  - Cool bag with ice packs "
              "(drug must be kept at 2-8 C)\n\n")
    else:
        d.add(he.capitalize(), " takes the following oral medicines, which must be carried in hand luggage in original "
              "packaging:\n")
        for m in k.meds:
            d.add("  - ", m, "\n")
        d.nl()
    if F.chance(r, 0.6):
        d.w("Hypoxic challenge test ({dt}): SpO2 fell from {a}% to {b}% breathing FiO2 15%; in-flight oxygen at {o} L/min "
            "is recommended.\n", dt=F.D(r, c, F.shift(today, -r.randrange(5, 40))), a=str(k.spo2_rest), b=str(k.spo2_rest - r.randrange(4, 12)),
            o=str(r.choice([1, 2, 3])))
        if F.chance(r, 0.6):
            d.w("Portable oxygen concentrator: {mdl}, serial {sn}.\n", mdl=r.choice(["Inogen One G5", "Philips SimplyGo Mini",
                                                                                    "Caire FreeStyle Comfort"]),
                sn=P("DEVICE", F.device_sn(r, "o2")))
    else:
        d.add("No in-flight oxygen is required at present (resting SpO2 %d%% on air).\n" % k.spo2_rest)
    d.add("\nAdvice given: avoid destinations above 1500-2000 m; keep well hydrated; carry this letter and a medication "
          "list; travel insurance must declare PH.\n")
    if F.chance(r, 0.5):
        fh = r.choice(["Hospital Santa Clara de Vilar", "Centro Hospitalar do Alto Mar", "Clinique des Tilleuls",
                       "Ospedale San Berardo di Colle", "Ayasofya Kalp Merkezi", "Kalani Bay Medical Centre"])
        d.w("A PH centre near the destination has been informed: {fh}.\n", fh=P("HOSPITAL", fh))
    if F.chance(r, 0.55):
        d.w("\nDisabled parking / transport: {He} holds a blue badge; vehicle registration {v}{cf}.\n", He=he.capitalize(),
            v=P("VEHICLE", F.plate(r, c)), cf="")
    if F.chance(r, 0.5):
        comp = F.relative(r, c, pat)
        d.w("Travelling companion: {n} ({rel}), mobile {ph}.\n", n=F.pname(comp, "full"), rel=comp.rel, ph=P("PHONE", comp.tel))
    d.w("\nIn an emergency please contact the PH team 24 h on {ph}{em}.\n\n", ph=P("PHONE", F.phone(r, c, False)),
        em=J(" or email ", P("EMAIL", F.team_email(r))) if F.chance(r, 0.5) else "")
    d.add(C.signoff(r, c, cons, title=C.doc_title(r, c), lic=F.chance(r, 0.5)))
    if F.chance(r, 0.5):
        d.w("\n{n}, {t}\n", n=F.pname(nurse, "full"), t=C.nurse_title(r, c))
    return d
