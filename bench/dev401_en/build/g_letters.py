"""Genres: bone health clinic letter, GP recommendation letter, anabolic therapy funding request."""
import clin
import ids
import pools_places as PP
from common import (letterhead, signature, cc_block, age_phrase, abroad_item, pt_name, words, dn)
from ctx import N, D, sp, addr_items, person, staff


def to_block(d, c, rng):
    d.put(N(c.gp, "DOCTOR", rng.choice(("drfull", "drinit", "drfull")), c.country))
    d.f("\n{0}\n", (c.prac.name, "HOSPITAL"))
    d.put(addr_items(c.prac.addr, "multi"))
    d.t("\n")
    if rng.random() < 0.3:
        d.f("Fax: {0}\n", (c.prac.fax, "FAX"))
    d.t("\n")


def re_block(d, c, rng):
    d.t("Re: ")
    d.put(N(c.pt, "PATIENT", rng.choice(("titlefull", "full", "INV")), c.country, rng))
    d.f(", DOB {0}", D(c, c.dob, rng.choice(("num", "long", "mon"))))
    if rng.random() < 0.6:
        d.t("\n    ")
        d.put(addr_items(c.addr, "single"))
    lab = {"UK": "Hosp No", "US": "MRN", "CA": "MRN", "AU": "UR", "NZ": "NHI", "IE": "MRN"}[c.country]
    d.f("\n    {0} {1}", lab, (c.mrn, "MRN"))
    if c.nat and c.country != "NZ":
        d.f("  {0} {1}", c.nat_label, (c.nat, "MRN"))
    d.t("\n\n")


def clinic_letter(rng, c, d):
    dept = rng.choice(("Metabolic Bone Clinic", "Osteoporosis Clinic", "Bone Health Clinic", "Rheumatology - Bone Clinic"))
    letterhead(d, c, rng, dept)
    s = c.cons
    d.f("Our ref: {0}/{1}/{2}\n", (s.initials(), "DOCTOR"), (c.typist.initials().lower(), "DOCTOR"), (c.mrn, "MRN"))
    clinic = ids.add_days(c.today, -rng.randrange(1, 14))
    d.f("Clinic date: {0}   Typed: {1}\n\n", D(c, clinic, rng.choice(("num", "long"))), D(c, c.today, "num"))
    to_block(d, c, rng)
    d.t("Dear ")
    d.put(N(c.gp, "DOCTOR", "dr", c.country))
    d.t(",\n\n")
    re_block(d, c, rng)
    d.t("Diagnoses:\n")
    fx = rng.choice(clin.FRACTURES)
    fdate = ids.add_days(clinic, -rng.randrange(30, 400))
    d.f("1. Osteoporosis with fragility fracture: {0} ({1})\n", fx[1] if c.us else fx[0], D(c, fdate, "monthyear"))
    for i, dx in enumerate(clin.comorbid(rng, c, rng.randrange(1, 4))):
        d.f("{0}. {1}\n", str(i + 2), dx)
    d.t("\n")
    pronoun = "She" if c.female else "He"
    poss = "her" if c.female else "his"
    d.t("I saw ")
    d.put(N(c.pt, "PATIENT", "title", c.country, rng))
    d.t(" in clinic today, " + rng.choice(("accompanied by " + poss + " " + c.rel_word + " ", "with " + poss + " " + c.rel_word + " ")))
    d.put(N(c.rel, "FAMILY", rng.choice(("first", "full"))))
    if rng.random() < 0.3:
        d.f(" and {0} {1}", rng.choice(("granddaughter", "grandson", "friend", "neighbour" if not c.us else "neighbor")),
            N(person(rng), "FAMILY", rng.choice(("first", "full"))))
    d.t(". ")
    a = str(c.age) if rng.random() < 0.8 else words(c.age)
    d.t(pronoun + " is " + ("an " if a[0] in "8e" or c.age in (11, 18) else "a "))
    d.p(a, "AGE")
    d.f("-year-old retired {0}", (c.occ, "PROFESSION"))
    if rng.random() < 0.4:
        d.t(" who moved here from ")
        d.put(abroad_item(rng))
        d.f(" in {0}", (str(c.today.year - rng.randrange(20, 60)), "DATE"))
    d.t(". ")
    d.f("{0} sustained the above fracture when {1} {2}. ", pronoun, pronoun.lower(),
        rng.choice(clin.MECHANISMS).replace("fall from", "had a fall from").replace("dizzy on", "became dizzy on"))
    if rng.random() < 0.5:
        venue = rng.choice(PP.VENUES)
        d.f("There was an earlier fall at the {0} on {1}, without injury. ", (venue, "LOCATION_OTHER"),
            D(c, ids.add_days(fdate, -rng.randrange(30, 300)), rng.choice(("long", "daymonth", "num"))))
    if rng.random() < 0.4:
        d.f("{0} mother had a hip fracture at {1}. ", poss.capitalize(), (str(rng.randrange(70, 95)), "AGE"))
    d.t("\n\n")
    d.t(dn(c, rng.choice((
        "Bone medication history: alendronic acid was started in ", "Previous treatment: oral bisphosphonate from ",
        "Treatment history: alendronate from "))))
    start = ids.add_months(clinic, -rng.randrange(20, 90))
    d.f("{0} but stopped after {1} months because of {2}. ", D(c, start, rng.choice(("monthyear", "year"))),
        str(rng.randrange(2, 30)), rng.choice(("dyspepsia", "oesophagitis" if not c.us else "esophagitis",
                                                "difficulty following the dosing instructions", "myalgia", "a dental extraction")))
    d.t(rng.choice(("There is no history of jaw osteonecrosis or atypical femoral fracture. ",
                    "No thigh pain to suggest an atypical femoral fracture. ", "")) + "\n\n")
    d.t("On examination " + pronoun.lower() + " " + rng.choice((
        "has a marked thoracic kyphosis and 5 cm height loss.", "walks with a stick; TUG 14 seconds.",
        "was frail (Clinical Frailty Scale 5).", "had no focal spinal tenderness; Romberg negative.",
        "had grip strength 12 kg on the Jamar dynamometer.")) + "\n\n")
    if rng.random() < 0.35:
        d.put(N(c.pt, "PATIENT", "title", c.country, rng))
        d.t("'s main concern " + rng.choice(("is the risk of jaw osteonecrosis", "is another fall", "is losing independence",
                                            "is the cost of treatment")) + ", which we discussed at length.\n\n")
    vals = clin.dxa_values(rng, c)
    dx = ids.add_days(clinic, -rng.randrange(10, 80))
    d.f("DXA on {0}: lumbar spine T-score {1}, femoral neck {2}, total hip {3}. ", D(c, dx, rng.choice(("num", "long"))),
        vals[0][2], vals[1][2], vals[2][2])
    labs = clin.labs(rng, c)
    d.t("Bloods: " + ", ".join("%s %s %s" % (n, v, u) for n, v, u, _ in labs[:5]).replace("  ", " ") + ".\n\n")
    d.t("Plan:\n")
    d.t(dn(c, rng.choice((
        "- Commence zoledronic acid 5 mg IV once yearly; we will arrange the first infusion in the day unit.\n",
        "- Commence denosumab 60 mg subcutaneously every 6 months. Please note it must not be stopped without a plan for follow-on bisphosphonate.\n",
        "- Teriparatide 20 micrograms daily for 24 months, then sequential antiresorptive therapy.\n",
        "- Romosozumab 210 mg monthly for 12 months (no MI or stroke history), followed by alendronic acid.\n",
        "- Continue alendronic acid; drug holiday after 5 years if no new fractures.\n"))))
    d.t("- " + rng.choice(clin.CALCIUM[c.country]) + ".\n")
    d.f("- Repeat DXA in {0}.\n", (str(clinic.year + rng.choice((2, 3))), "DATE"))
    d.f("- Review in clinic in {0} months{1}.\n", str(rng.choice((4, 6, 12))),
        rng.choice(("", "; " + poss + " " + c.rel_word + " will bring " + ("her" if c.female else "him"))))
    d.t("\n")
    signature(d, c, rng, s)
    cc_block(d, c, rng)


def gp_letter(rng, c, d):
    letterhead(d, c, rng, rng.choice(("Fracture Liaison Service", "FLS - Secondary Fracture Prevention")))
    d.f("{0}\n\n", D(c, c.today, rng.choice(("long", "num", "wk"))))
    to_block(d, c, rng)
    d.t(rng.choice(("FRACTURE LIAISON SERVICE - RECOMMENDATIONS TO " + sp(c, "GP", "PCP") + "\n\n",
                    "Bone health recommendations following fragility fracture\n\n")))
    d.t("Dear ")
    d.put(N(c.gp, "DOCTOR", "dr", c.country))
    d.t(",\n\n")
    re_block(d, c, rng)
    fx = rng.choice(clin.FRACTURES)
    fdate = ids.add_days(c.today, -rng.randrange(10, 150))
    d.t("Your patient, ")
    d.put(N(c.pt, "PATIENT", rng.choice(("title", "full")), c.country, rng))
    d.t(" (")
    d.put(age_phrase(rng, c))
    d.f("), was identified by the Fracture Liaison Service following {0} on {1}. ",
        fx[1] if c.us else fx[0], D(c, fdate, rng.choice(("num", "long", "mon"))))
    d.t(rng.choice(("This was a low-trauma fracture. ", "The fracture was sustained in a fall from standing height. ",
                    "Case found on the orthopaedic ward. ")))
    mof, hip = clin.frax(rng, c)
    d.f("FRAX 10-year probability of major osteoporotic fracture is {0}% and hip fracture {1}%", "%.1f" % mof, "%.1f" % hip)
    if rng.random() < 0.6:
        vals = clin.dxa_values(rng, c)
        d.f("; DXA on {0} showed a lowest T-score of {1} ({2})", D(c, ids.add_days(c.today, -rng.randrange(1, 40)), "num"),
            vals[1][2], clin.who_class(vals[1][2]))
    d.t(".\n\nWe recommend:\n")
    drug = clin.first_line(c) if rng.random() < 0.6 else clin.bone_drug(rng, c)
    drug = drug[0].upper() + drug[1:]
    if any(k in drug.lower() for k in ("alendron", "risedron", "ibandron")):
        d.f("1. {0}, taken on an empty stomach with a full glass of water, remaining upright for 30 minutes.\n", drug)
    elif "IV" in drug:
        d.f("1. {0} - we will arrange the infusion in our day unit.\n", drug)
    elif "s/c" in drug or "SQ" in drug:
        d.f("1. {0} - first dose and injection training via the FLS nurse.\n", drug)
    else:
        d.f("1. {0} (VTE risk discussed).\n", drug)
    d.t("2. " + rng.choice(clin.CALCIUM[c.country]) + " (dietary calcium intake estimated <700 mg/day).\n")
    d.t("3. Check renal function, adjusted calcium and 25-OH vitamin D before starting; correct vitamin D first if <25 nmol/L.\n"
        if not c.us else "3. Check BMP, calcium and 25-OH vitamin D before starting.\n")
    d.t("4. Review adherence at 4 months and annually; treatment review after 5 years (3 years for IV zoledronate).\n")
    d.f("5. Repeat DXA in {0}.\n", (str(c.today.year + rng.choice((2, 3, 5))), "DATE"))
    if c.country in ("UK", "IE"):
        d.t("6. Please add to the osteoporosis register (SNOMED CT 64859006).\n")
    else:
        d.t("6. Dental review before starting if any planned extractions.\n")
    d.t("\n")
    if rng.random() < 0.5:
        d.f("A falls referral has been made to {0}. ", rng.choice(("the Community Falls Team", "the Falls Prevention Service",
                                                                  "community physiotherapy")))
    if rng.random() < 0.4:
        d.f("{0} is the main carer for {1} {2}. ", N(c.pt, "PATIENT", "title", c.country, rng),
            "her" if c.female else "his", c.rel_word)
    d.t("Patient information leaflet given")
    if rng.random() < 0.5:
        d.f(" (also available at {0})", (c.hosp.url, "URL"))
    d.t(". We will telephone the patient at 16 weeks to check adherence.\n\n")
    d.t("If you have any questions please contact the FLS team on ")
    d.f("{0} or {1}.\n\n", (c.hosp.phone, "PHONE"), (c.hosp.email, "EMAIL"))
    signature(d, c, rng, c.fls)
    if rng.random() < 0.5:
        d.t("\nApproved: ")
        d.put(N(c.cons, "DOCTOR", "drfull", c.country))
        d.f(", {0}\n", c.cons.role)


def anabolic_request(rng, c, d):
    drug = rng.choice(("teriparatide", "romosozumab") if c.country != "US" else ("teriparatide", "romosozumab", "abaloparatide"))
    title = {"UK": "HIGH COST DRUG PRIOR APPROVAL REQUEST - %s (NICE TA%s)",
             "US": "PRIOR AUTHORIZATION REQUEST - %s%s",
             "CA": "SPECIAL AUTHORITY / EXCEPTIONAL ACCESS REQUEST - %s%s",
             "AU": "PBS AUTHORITY APPLICATION - %s%s",
             "NZ": "SPECIAL AUTHORITY APPLICATION (PHARMAC) - %s%s",
             "IE": "HSE MANAGED ACCESS PROGRAMME APPLICATION - %s%s"}[c.country]
    d.t(title % (drug.upper(), ("791" if drug == "romosozumab" else "161")) if c.country == "UK" else title % (drug.upper(), "") )
    d.t("\n")
    ref = ids.order_no(rng)
    d.f("Request ID: {0}   Date submitted: {1}\n", (ref, "IDNUM"), D(c, c.today, rng.choice(("num", "iso", "mon"))))
    if c.country == "US":
        d.f("To: {0} Pharmacy Prior Authorization, fax {1}, phone {2}\n", (c.insurer, "ORGANIZATION"),
            (ids.phone(rng, "US", rng.choice(("800", "888", "877"))), "FAX"), (ids.phone(rng, "US", "866"), "PHONE"))
    d.t("\nSECTION A - PATIENT\n")
    d.f("Name: {0}\nDOB: {1}   Sex: {2}\n", pt_name(rng, c, ("INV", "full", "INVALL")), D(c, c.dob, "num"), "F" if c.female else "M")
    d.t("Address: ")
    d.put(addr_items(c.addr, "single"))
    d.f("\nPhone: {0}\n", (c.phone, "PHONE"))
    hp_lab = {"US": "Member ID", "CA": c.hp_label, "AU": "Medicare card no.", "NZ": "NHI", "IE": "Medical card (GMS) no.",
              "UK": "NHS number"}[c.country]
    if c.country == "NZ":
        d.f("{0}: {1}\n", hp_lab, (c.mrn, "MRN"))
    elif c.country == "UK":
        d.f("{0}: {1}\n", c.nat_label, (c.nat, "MRN"))
    else:
        d.f("{0}: {1}\n", hp_lab, (c.hp, "HEALTHPLAN"))
    if c.country == "US":
        d.f("Group no.: {0}   Plan: {1}\n", (ids.group_no(rng), "HEALTHPLAN"), (c.insurer, "ORGANIZATION"))
    if c.country == "AU" and rng.random() < 0.5:
        d.f("DVA file no.: {0}\n", ("N" + rng.choice("XSVQ") + ids.digits(rng, 6), "HEALTHPLAN"))
    if c.ssn and rng.random() < 0.6:
        d.f("{0}: {1}\n", c.ssn_label, (c.ssn, "SSN"))
    d.t("\nSECTION B - PRESCRIBER\n")
    s = c.cons
    d.t("Name: ")
    d.put(N(s, "DOCTOR", "drfull", c.country))
    d.f("   Specialty: {0}\n", rng.choice(("Endocrinology", "Rheumatology", "Geriatric Medicine", "Metabolic Bone")))
    d.f("{0}: {1}\n", s.lic_label, (s.lic, "LICENSE"))
    if c.country == "US" and s.lic_label != "NPI":
        d.f("NPI: {0}\n", ("1" + ids.digits(rng, 9), "LICENSE"))
    d.f("Site: {0}, ", (c.hosp.name, "HOSPITAL"))
    d.put(addr_items(c.hosp.addr, "single"))
    d.f("\nPhone {0}   Fax {1}   Email {2}\n", (c.hosp.phone, "PHONE"), (c.hosp.fax, "FAX"), (s.email, "EMAIL"))
    d.t("\nSECTION C - CLINICAL CRITERIA\n")
    vals = clin.dxa_values(rng, c)
    dx = ids.add_days(c.today, -rng.randrange(10, 200))
    d.f("[x] BMD T-score <= -3.0: {0} at {1} on {2}\n", min(vals[0][2], vals[1][2], key=float),
        rng.choice(("lumbar spine", "femoral neck", "total hip")), D(c, dx, "num"))
    n = rng.choice((2, 2, 3))
    d.t("[x] Fragility fractures (date, site):\n")
    fds = sorted(ids.add_days(c.today, -rng.randrange(60, 2500)) for _ in range(n))
    sites = rng.sample(("T12 vertebral", "L1 vertebral", "L3 vertebral", "right NOF", "left distal radius",
                        "left proximal humerus", "pelvis", "T9 vertebral"), n)
    for fd, site in zip(fds, sites):
        d.f("    {0}  {1}\n", D(c, fd, "num"), site)
    st = ids.add_months(c.today, -rng.randrange(16, 80))
    en = min(ids.add_months(st, rng.randrange(12, 60)), ids.add_months(c.today, -1))
    d.f("[x] Prior antiresorptive: {0} from {1} to {2}; new fracture on therapy\n",
        rng.choice(("alendronate", "risedronate", "zoledronic acid", "denosumab")), D(c, st, "monyy"), D(c, en, "monyy"))
    d.t(rng.choice(("[ ] Paget's disease, unexplained raised ALP, prior skeletal radiotherapy - none\n",
                    "[ ] Hypercalcaemia - none\n" if not c.us else "[ ] Hypercalcemia - none\n")))
    if drug == "romosozumab":
        d.t("[ ] Myocardial infarction or stroke - none (CHA2DS2-VASc 3)\n")
    d.f("Requested: {0} {1}, duration {2} months\n", drug,
        {"teriparatide": "20 mcg SC daily", "romosozumab": "210 mg SC monthly", "abaloparatide": "80 mcg SC daily"}[drug],
        str(12 if drug == "romosozumab" else rng.choice((18, 24))))
    if rng.random() < 0.5:
        d.f("Dispensing pharmacy: {0}, {1}\n", (rng.choice(PP.PHARMACIES), "HOSPITAL"), (ids.phone(rng, c.country, c.addr.area), "PHONE"))
    d.t("\nI certify the above is correct.\nSignature: ")
    d.put(N(s, "DOCTOR", rng.choice(("init", "initlast")), c.country))
    d.f("   Date: {0}\n", D(c, c.today, "num"))
    if rng.random() < 0.5:
        d.f("\nOutcome: {0} - ref {1} ({2})\n", rng.choice(("APPROVED", "APPROVED for 12 months", "PENDING further information",
                                                           "DECLINED - criteria not met")),
            (ids.order_no(rng), "IDNUM"), D(c, ids.add_days(c.today, rng.randrange(1, 20)), "num"))
