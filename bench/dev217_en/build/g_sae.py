"""Genres: serious adverse event report; CIOMS-style suspected adverse reaction form."""
import context as C
import fakers as F
import helpers as H
import pools_places as PL
from common import Note

SYMPTOMS = {
    "acute pancreatitis": "severe epigastric pain radiating to the back with vomiting",
    "herpes zoster (disseminated)": "a painful vesicular rash over the left T6 dermatome spreading to the trunk and arms",
    "community-acquired pneumonia": "fever 38.9 C, productive cough and right-sided pleuritic chest pain",
    "febrile neutropenia": "rigors and temperature 38.6 C at home, 9 days after cycle {c}",
    "upper gastrointestinal haemorrhage": "two episodes of melaena and presyncope",
    "acute exacerbation of COPD requiring admission": "increased breathlessness and purulent sputum for 4 days",
}


def _symptom(rng, term):
    s = SYMPTOMS.get(term, "symptoms consistent with " + term)
    return s.replace("{c}", str(rng.randint(1, 6)))


def _reporter(rng, n, site, country, full=True):
    n.f("Investigator: {}\n", H.doc(rng, site.pi, country, "md"))
    if full:
        n.f("Institution: {}\nAddress: ", ("HOSPITAL", site.hospital))
        n._emit(F.addr_args(rng, site.addr, with_country=rng.random() < 0.5))
        n.t("\n")
    n.f("Tel: {}   Fax: {}\n", ("PHONE", site.phone), ("FAX", site.fax))
    n.f("E-mail: {}\n", ("EMAIL", site.pi_email))
    if rng.random() < 0.6:
        if country == "US":
            n.f("NPI: {}\n", ("LICENSE", F.license_no(rng, country, "npi")))
        elif country == "UK":
            n.f("GMC No: {}\n", ("LICENSE", F.license_no(rng, country)))
        else:
            n.f("Medical Council Reg. No.: {}\n", ("LICENSE", F.license_no(rng, country)))


def sae_report(rng, country, lower):
    n = Note(lower)
    site = C.Site(rng, country)
    st = site.study
    onset = F.rand_date(rng, 2022, 2025)
    p = C.Participant(rng, site, onset)
    term = rng.choice(st["aes"])
    fu = rng.random() < 0.35
    n.t(rng.choice(["SERIOUS ADVERSE EVENT REPORT", "SAE Report Form", "SERIOUS ADVERSE EVENT (SAE) NOTIFICATION"]))
    n.t(" - " + ("FOLLOW-UP #%d" % rng.randint(1, 3) if fu else "INITIAL") + "\n")
    n.f("Sponsor: {}   Protocol: {}   Site: {}\n", ("ORGANIZATION", site.sponsor), site.protocol, site.number)
    n.f("Send within 24 h of awareness to {} Drug Safety: fax {} or {}\n", ("ORGANIZATION", site.cro),
        ("FAX", F.phone(rng, rng.choice(["US", "UK"]), "land")), ("EMAIL", F.email(rng, None, site.cro)))
    aware = F.plus(onset, rng.randint(0, 3))
    rep = F.plus(aware, rng.randint(0, 1) if not fu else rng.randint(5, 30))
    n.f("Site awareness date: {}   Date of report: {}\n", site.d(aware), site.d(rep))
    if fu:
        n.f("Sponsor case no.: {}\n", ("IDNUM", "%s-%d-%06d" % (st["code"].split("-")[0], onset.year, rng.randint(1, 999999))))
    n.t("\nSECTION 1 - PARTICIPANT\n")
    n.f("Subject no.: {}   Initials: {}   DOB: {}   Age: {}   Sex: {}\n", ("IDNUM", p.sid),
        ("PATIENT", p.initials(rng)), site.d(p.dob), ("AGE", str(p.age)), p.sex)
    n.f("Weight: {} kg   Height: {} cm   Randomisation no.: {}\n", "%.1f" % p.weight, str(p.height), ("IDNUM", p.rand))
    first = F.plus(onset, -rng.randint(20, 300))
    n.f("First dose of IP: {}   Last dose before onset: {}\n", site.d(first), site.d(F.plus(onset, -rng.randint(0, 6))))
    n.t("\nSECTION 2 - EVENT\n")
    n.f("SAE term: {}\nOnset: {}   ", term, site.d(onset))
    outcome = rng.choice(["recovered", "recovering", "not recovered", "recovered with sequelae"])
    if outcome == "recovered":
        n.f("Resolved: {}\n", site.d(F.plus(onset, rng.randint(4, 25))))
    else:
        n.t("Resolved: ongoing\n")
    adm = F.plus(onset, rng.randint(0, 1))
    dis = F.plus(adm, rng.randint(2, 14))
    n.f("Seriousness: hospitalisation (admitted {}, discharged {}){}\n", site.d(adm), site.d(dis),
        rng.choice(["", "; medically important", "; life-threatening"]))
    n.f("Severity: grade {}   Causality (investigator): {}\nAction taken with IP: {}\nOutcome: {}\n",
        str(rng.randint(2, 4)), rng.choice(["related", "possibly related", "not related", "unlikely related"]),
        rng.choice(["drug interrupted", "drug withdrawn", "dose not changed", "not applicable (single dose)"]), outcome)
    n.t("\nSECTION 3 - NARRATIVE\n")
    treat = rng.choice(PL.HOSPITALS[country])
    n.t("A ")
    n._emit(H.age_phrase(rng, p.age, p.sex)[:1])
    n.f("-year-old {} with {} ({}) enrolled in {} received first dose of {} on {}. ", p.sexw(), st["ind"],
        ", ".join(H.history(rng, 2)), site.protocol, st["code"], site.d(first))
    n.f("On {} the participant developed {}. ", site.d(onset), _symptom(rng, term))
    k = rng.randint(0, 2)
    if k == 0:
        if rng.random() < 0.4:
            n.f("On {} the participant's {} {} drove them to the emergency department of {}",
                ("DATE", F.fmt_date(onset, "wk_long" if country == "US" else "wk_uk")), p.rel_type,
                H.fam(rng, p.rel), ("HOSPITAL", treat))
        else:
            n.f("{} {} drove the participant to the emergency department of {}",
                "Her" if p.sex == "F" else "His", p.rel_type, ("HOSPITAL", treat))
        n.f(" in {}.", ("CITY", F.address(rng, country)["city"]))
    elif k == 1:
        n.f("The participant, {}, was on shift when symptoms started and attended {} by ambulance.",
            H.prof(p.prof), ("HOSPITAL", treat))
    else:
        n.f("The participant was driving (registration {}", ("VEHICLE", F.vehicle(rng, country)))
        if rng.random() < 0.4:
            n.f(", VIN {}", ("VEHICLE", F.vehicle(rng, country, vin=True)))
        n.f(") when symptoms began, stopped at a roadside clinic and was transferred to {}.", ("HOSPITAL", treat))
    n.f(" Vitals at presentation: {}. Labs: {}. ", H.vitals(rng, country != "US"), H.lab_vals(rng, st, 3))
    n.f("Admitted to {}, room {}, bed {} under {}. ", ("HOSPITAL", rng.choice(PL.WARDS[country])),
        ("LOCATION_OTHER", str(rng.randint(101, 640)) + rng.choice(["", "A", "B"])), ("LOCATION_OTHER", str(rng.randint(1, 24))),
        H.doc(rng, F.Person(rng, country), country, "md"))
    n.f("Hospital number {}, admission no. {}. ", ("MRN", F.mrn(rng, country)), ("ACCOUNT", F.account(rng, country)))
    if country != "UK" and rng.random() < 0.4:
        n.f("Admission billed under {} {}. ", "insurance member ID" if country == "US" else "health scheme card",
            ("HEALTHPLAN", F.healthplan(rng, country)))
    n.t(rng.choice(["Treated with IV fluids, analgesia and bowel rest. ", "Received IV antibiotics for 5 days. ",
                    "Managed with IV methylprednisolone 1 mg/kg then oral taper. ",
                    "Transfused 2 units PRBC; endoscopy showed a bleeding gastric ulcer, clipped. ",
                    "Nebulised bronchodilators and oral prednisolone 30 mg x 5 days. "]))
    n.f("The site was informed by the participant's {} {} by telephone on {}. ", p.rel_type, H.fam(rng, p.rel),
        site.d(aware))
    n.f("Discharged home on {}.", site.d(dis))
    if fu:
        n.f(" Follow-up information: discharge summary received from {} on {}; ", ("HOSPITAL", treat), site.d(rep))
        n.t(rng.choice(["repeat labs normalised.", "causality unchanged.", "IP restarted after medical monitor approval.",
                        "participant withdrawn from treatment, remains in follow-up."]))
    n.t("\n\nRelevant labs:\n")
    n.t("Date         " + "  ".join(l[0] for l in st["labs"][:3]) + "\n")
    for j in range(rng.randint(2, 4)):
        n.cell(site.d(F.plus(onset, j * rng.randint(1, 4))), 13)
        vals = []
        for name, unit, lo, hi in st["labs"][:3]:
            v = rng.uniform(lo, hi)
            vals.append(("%.1f" % v) if hi < 50 else str(int(v)))
        n.t("  ".join(vals) + "\n")
    n.t("\nSECTION 4 - CONCOMITANT MEDICATIONS\n")
    for m in H.conmeds(rng, rng.randint(2, 4)):
        n.t("- " + m + "\n")
    n.t("\nSECTION 5 - REPORTER\n")
    _reporter(rng, n, site, country, full=rng.random() < 0.6)
    n.f("Signature date: {}\n", site.d(rep))
    return n


# -------------------------------------------------------------- CIOMS
def cioms_form(rng, country, lower):
    n = Note(lower)
    site = C.Site(rng, country)
    st = site.study
    onset = F.rand_date(rng, 2022, 2025)
    p = C.Participant(rng, site, onset)
    term = rng.choice(st["aes"])
    up = rng.random() < 0.5
    def U(s):
        return s.upper() if up else s
    n.t("CIOMS FORM\nSUSPECT ADVERSE REACTION REPORT\n")
    n.t(U("I. Reaction information") + "\n")
    n.f("1. PATIENT INITIALS (first, last): {}\n", ("PATIENT", p.person.initials(rng.choice(["dash", "plain", "dots"]))))
    n.f("1a. COUNTRY: {}\n", ("COUNTRY", U(rng.choice(PL.COUNTRY_NAMES[country]))))
    b = p.dob
    n.f("2. DATE OF BIRTH (Day Month Year): {}\n", ("DATE", U("%02d %s %d" % (b.day, F.MON[b.month - 1], b.year))))
    n.f("2a. AGE: {} {}\n", ("AGE", str(p.age)), U("years"))
    n.f("3. SEX: {}\n", p.sex)
    n.f("3a. WEIGHT: {} kg\n", "%.0f" % p.weight)
    n.f("4-6. REACTION ONSET (Day Month Year): {}\n",
        ("DATE", U("%02d %s %d" % (onset.day, F.MON[onset.month - 1], onset.year))))
    n.t("7+13. DESCRIBE REACTION(S) (including relevant tests/lab data):\n")
    n.f("{} ", U(term))
    n.t("(MedDRA PT). ")
    n.t("Study participant ")
    n.f("{} ", ("IDNUM", p.sid))
    n.f("developed {} on {}, ", _symptom(rng, term), site.d(onset))
    n.f("{} days after the last dose. ", str(rng.randint(1, 20)))
    treat = rng.choice(PL.HOSPITALS[country])
    n.f("Hospitalised at {} from {} to {}. ", ("HOSPITAL", treat), site.d(onset), site.d(F.plus(onset, rng.randint(3, 12))))
    n.f("Tests: {}. ", H.lab_vals(rng, st, 3))
    if rng.random() < 0.5:
        n.f("Specimen accession {} (histopathology). ", ("IDNUM", "HP-%d-%s" % (onset.year % 100, F.digits(rng, 5))))
    n.t(rng.choice(["Event ongoing at time of report.", "Event resolved without sequelae.",
                    "Patient recovering.", "Dechallenge positive."]) + "\n")
    n.t("8-12. CHECK ALL APPROPRIATE TO ADVERSE REACTION:\n")
    n.t("[ ] patient died  [X] involved or prolonged inpatient hospitalisation  [ ] involved persistence or significant disability\n")
    n.t("[%s] life threatening  [%s] other medically important condition\n" % (rng.choice([" ", "X"]), rng.choice([" ", "X"])))
    n.t("\n" + U("II. Suspect drug(s) information") + "\n")
    n.f("14. SUSPECT DRUG(S): {} ({}), blinded\n", st["code"], st["desc"])
    n.f("15. DAILY DOSE(S): {}\n", st["dose"])
    route = {"tablet": "oral", "capsule": "oral", "pen": "subcutaneous", "inhaler": "inhalation",
             "syringe": "intramuscular", "vial": "intravenous" if "IV" in st["dose"] else "subcutaneous"}[st["form"]]
    n.f("16. ROUTE(S) OF ADMINISTRATION: {}\n", route)
    n.f("17. INDICATION(S) FOR USE: {}\n", st["ind"])
    if st["form"] == "syringe":
        first = F.plus(onset, -rng.randint(2, 40))
        n.f("18. THERAPY DATES (from/to): {} (single dose)\n", ("DATE", U(F.fmt_date(first, "dmonY"))))
        n.t("19. THERAPY DURATION: 1 day\n")
    else:
        first = F.plus(onset, -rng.randint(20, 400))
        n.f("18. THERAPY DATES (from/to): {} / {}\n", ("DATE", U(F.fmt_date(first, "dmonY"))),
            ("DATE", U(F.fmt_date(F.plus(onset, -1), "dmonY"))))
        n.f("19. THERAPY DURATION: {} days\n", str((onset - first).days))
    n.f("20. DID REACTION ABATE AFTER STOPPING DRUG? {}\n", rng.choice(["YES", "NO", "NA"]))
    n.f("21. DID REACTION REAPPEAR AFTER REINTRODUCTION? {}\n", rng.choice(["NO", "NA", "NA"]))
    n.t("\n" + U("III. Concomitant drug(s) and history") + "\n")
    n.f("22. CONCOMITANT DRUG(S) AND DATES OF ADMINISTRATION: {}\n", "; ".join(H.conmeds(rng, 3)))
    n.f("23. OTHER RELEVANT HISTORY: {}", ", ".join(H.history(rng, 3)))
    if rng.random() < 0.5:
        n.f("; occupation {}", ("PROFESSION", p.prof))
    if rng.random() < 0.4:
        n.f("; {} diagnosed {}", st["ind"].split(" with ")[0].split(" in ")[0],
            ("DATE", F.fmt_date(F.plus(first, -rng.randint(400, 3000)), "year")))
    n.t("\n\n" + U("IV. Manufacturer information") + "\n")
    sa = rng.choice(PL.SPONSOR_ADDR)
    n.f("24a. NAME AND ADDRESS OF MANUFACTURER:\n{}\n{}\n{}", ("ORGANIZATION", site.sponsor), ("STREET", sa[0]),
        ("CITY", sa[1]))
    if sa[4] in ("UK", "United Kingdom"):
        n.f(", {} {}\n", ("CITY", sa[2]), ("ZIP", sa[3]))
    else:
        n.f(", {} {}\n", ("STATE", sa[2]), ("ZIP", sa[3]))
    n.f("{}\n", ("COUNTRY", sa[4]))
    n.f("24b. MFR CONTROL NO.: {}\n", ("IDNUM", "%s-%s-%d-%05d" % ({"US": "US", "UK": "GB", "IN": "IN"}[country],
                                                                  st["code"].split("-")[0], onset.year, rng.randint(1, 99999))))
    n.f("24c. DATE RECEIVED BY MANUFACTURER: {}\n", ("DATE", U(F.fmt_date(F.plus(onset, rng.randint(1, 4)), "dmonY"))))
    n.f("24d. REPORT SOURCE: [X] STUDY  [ ] LITERATURE  [ ] HEALTH PROFESSIONAL\n")
    n.f("DATE OF THIS REPORT: {}\n", ("DATE", U(F.fmt_date(F.plus(onset, rng.randint(5, 15)), "dmonY"))))
    n.f("25a. REPORT TYPE: {}\n\n", rng.choice(["[X] INITIAL  [ ] FOLLOWUP", "[ ] INITIAL  [X] FOLLOWUP"]))
    n.t("Primary source (investigator): ")
    n._emit(H.doc(rng, site.pi, country, "md"))
    n.f(", {}, {}", ("HOSPITAL", site.hospital), ("CITY", site.addr["city"]))
    n.f("\nSafety contact: {}, {}; tel {}; e-mail {}\n", H.doc(rng, site.cra, country, "md"), ("ORGANIZATION", site.cro),
        ("PHONE", F.phone(rng, country, ext=True)), ("EMAIL", F.email(rng, site.cra, site.cro)))
    if rng.random() < 0.4:
        n.f("Submitted via safety gateway {} from host {}\n", ("URL", F.url(rng, "portal")), ("IPADDR", F.ipaddr(rng)))
    return n
