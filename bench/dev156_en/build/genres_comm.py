"""School nurse health plan, specialist referral letter, after-hours phone triage."""
import datetime as dt
from doc import Doc, P
import phi
import pools as PL
from common import pt, baby, dr, nurse, dname, header, sig, footer, lookalike, time_s, username

CONDITIONS = [("Type 1 diabetes", "insulin pump, CGM; check BG before lunch and PE; treat < 4.0 mmol/L with 15 g fast sugar"),
              ("Severe peanut allergy", "EpiPen Jr 0.15 mg in backpack and office; no food sharing"),
              ("Asthma", "salbutamol 100 mcg 2-4 puffs with spacer before PE and PRN"),
              ("Epilepsy", "midazolam 5 mg buccal for seizure > 5 minutes; call 911"),
              ("ADHD", "methylphenidate given at home; preferential seating"),
              ("Sickle cell disease", "unlimited water and bathroom access; avoid cold exposure"),
              ("Celiac disease", "strict gluten-free lunches; label check for class treats")]
SPECIALTIES = ["Pediatric Cardiology", "Pediatric Gastroenterology", "Developmental Pediatrics", "Pediatric Neurology",
               "Pediatric Endocrinology", "Pediatric ENT", "Pediatric Orthopaedics", "Genetics", "Pediatric Nephrology"]


def school_plan(rng):
    c = phi.make_case(rng)
    n = rng.randint(5, 17)
    c.dob = c.visit - dt.timedelta(days=365 * n + rng.randint(1, 360))
    d = Doc()
    cc = c.country
    cond, inst = rng.choice(CONDITIONS)
    d.p(c.school, "ORGANIZATION").t("\n" + rng.choice(["Individual Health Care Plan", "SCHOOL NURSE HEALTH PLAN",
                                                       "Student Emergency Care Plan"]) + " - %s\n" % cond)
    d.t("School year ").add(phi.D(rng, dt.date(c.visit.year, 9, 1), cc, "year")).t("-").p(str(c.visit.year + 1), "DATE").t("\n\n")
    d.t("Student: ").add(pt(rng, c, ["full", "lf"])).t("    Grade: %d    Homeroom: " % max(1, n - 5)).p(
        phi.Person(rng.choice(PL.ADULT_F + PL.ADULT_M), phi.surname(rng)).last, "FAMILY").t("\n")
    d.t("DOB: ").add(phi.D(rng, c.dob, cc)).t("    Age: ").p(str(n), "AGE").t("\n")
    d.t("Student ID: ").p(phi.digits(rng, 7), "IDNUM").t("    Bus route %d\n" % rng.randint(1, 40))
    d.t("Photo on file.\n\nCONTACTS\n")
    rows = [("Parent 1", c.mother.full(), c.cell, "mother"), ("Parent 2", c.father.full(), c.home_phone, "father"),
            ("Emergency", c.grand.full(), phi.phone(rng, c.area), "grandmother")]
    tab = rng.random() < 0.5
    if tab:
        d.t("| Role | Name | Phone | Relationship |\n|---|---|---|---|\n")
    for role, nm, ph, rel in rows:
        if tab:
            d.t("| %s | " % role).p(nm, "FAMILY").t(" | ").p(ph, "PHONE").t(" | %s |\n" % rel)
        else:
            d.t(role.ljust(11)).p(nm, "FAMILY").t(" (%s)  " % rel).p(ph, "PHONE").t("\n")
    d.t("Parent email: ").p(c.email, "EMAIL").t("\n")
    d.t("Mother works as a ").p(c.mother_job, "PROFESSION").t(" at ").p(c.employer, "ORGANIZATION").t(
        " (work line ").p(phi.phone(rng, c.area), "PHONE").t(").\n\n")
    d.t("HEALTH CARE PROVIDER\n").add(dr(rng, c.doc)).t(", ").p(c.clinic, "HOSPITAL").t("\nPhone ").p(
        phi.phone(rng, c.area), "PHONE").t("   Fax ").p(phi.phone(rng, c.area), "FAX").t("\n\n")
    d.t("CONDITION: %s\nInstructions: %s.\n" % (cond, inst))
    d.t("Device: %s serial " % rng.choice(["insulin pump", "CGM transmitter", "nebulizer", "VNS magnet"])).p(
        phi.device_sn(rng, rng.choice(["GT", "PMP", "CGM"])), "DEVICE").t(".\n")
    d.t("Field trips: a trained adult carries supplies. Bus driver informed.\n")
    d.t("Diagnosed ").add(phi.D(rng, c.dob + dt.timedelta(days=365 * rng.randint(1, n - 1)), cc,
                                   rng.choice(["month_year", "year", "long"]))).t(
        "; last hospitalization at ").p(c.hospital, "HOSPITAL").t(" ").add(
        phi.D(rng, c.visit - dt.timedelta(days=rng.randint(30, 400)), cc, rng.choice(["month_year", "num"]))).t(".\n\n")
    d.t("Plan reviewed by school nurse ").add(nurse(rng, c.rn)).t(" on ").add(phi.D(rng, c.visit, cc)).t(
        "; next review ").add(phi.D(rng, c.visit + dt.timedelta(days=180), cc, rng.choice(["month_year", "long"]))).t(".\n")
    d.t("Parent signature: ").p(c.mother.full(), "FAMILY").t("   Date: ").add(phi.D(rng, c.visit, cc, "num")).t("\n")
    d.t("Forms: ").p(phi.url(rng, "district"), "URL").t("\n")
    return d, cc


def referral(rng):
    c = phi.make_case(rng)
    n = rng.randint(0, 16)
    c.dob = c.visit - dt.timedelta(days=365 * n + rng.randint(20, 300))
    d = Doc()
    cc = c.country
    spec = rng.choice(SPECIALTIES)
    d.p(c.clinic, "HOSPITAL").t("\n").p(phi.street(rng), "STREET").t("\n").p(c.city, "CITY").t(", ").p(
        rng.choice([c.abbr, c.state]), "STATE").t("  ").p(c.zip if cc == "CA" else c.zip[:5], "ZIP").t("\nTel ").p(
        phi.phone(rng, c.area), "PHONE").t("  Fax ").p(phi.phone(rng, c.area), "FAX").t("\n\n")
    d.add(phi.D(rng, c.visit, cc, rng.choice(["long", "dmy_long", "wd_long"]))).t("\n\n")
    d.add(dr(rng, c.res)).t("\n" + spec + "\n").p(c.hospital, "HOSPITAL").t("\nBy fax: ").p(
        phi.phone(rng, c.area, "dash"), "FAX").t("\n\n")
    d.t("RE: ").add(pt(rng, c, ["LF", "full", "lf"])).t(", DOB ").add(phi.D(rng, c.dob, cc)).t(", ")
    if cc == "CA":
        d.t("health card ").p(c.hp, "HEALTHPLAN")
    else:
        d.t("member ID ").p(c.hp, "HEALTHPLAN").t(", group ").p(phi.group_no(rng), "HEALTHPLAN")
    d.t("\nReferral # ").p(phi.idnum(rng, "ref"), "IDNUM").t("\n\n")
    d.t(rng.choice(["Dear Dr. ", "Dear Dr ", "Dear "])).p(c.res.last, "DOCTOR").t(",\n\n")
    d.t("Thank you for seeing ").add(pt(rng, c, ["first", "full"])).t(", a ").add(
        phi.age_pieces(rng, n, "y", True) if n else phi.age_pieces(rng, rng.randint(2, 11), "m", True)).t(" %s, " % (
            "girl" if c.sex == "F" else "boy"))
    reason = {"Pediatric Cardiology": "for a grade 2/6 systolic murmur first heard in infancy; ECG showed incomplete RBBB",
              "Pediatric Gastroenterology": "with chronic abdominal pain, tTG-IgA 86 U/mL and ferritin 9",
              "Developmental Pediatrics": "with speech delay and M-CHAT-R score 9",
              "Pediatric Neurology": "with three unprovoked seizures; EEG pending",
              "Pediatric Endocrinology": "with height below the 3rd centile and bone age delayed by 2 years",
              "Pediatric ENT": "with recurrent otitis media, 6 episodes in 12 months",
              "Pediatric Orthopaedics": "with in-toeing and a positive Galeazzi sign",
              "Genetics": "with dysmorphic features and a family history of Marfan syndrome",
              "Pediatric Nephrology": "with persistent microscopic haematuria and BP 118/76"}[spec]
    d.t(reason + ".\n\n")
    d.t("Onset was around ").add(phi.D(rng, c.visit - dt.timedelta(days=rng.randint(30, 400)), cc,
                                      rng.choice(["month_year", "month", "long"]))).t(
        ", after the family moved from ").p(rng.choice(PL.CA_PLACES + PL.US_PLACES)[0], "CITY").t(". ")
    d.t("Mother ").p(c.mother.first, "FAMILY").t(" is a ").p(c.mother_job, "PROFESSION").t("; father ").p(
        c.father.full(), "FAMILY").t(" was diagnosed with a similar problem at age ").p(str(rng.randint(3, 30)), "AGE").t(". ")
    if rng.random() < 0.5:
        d.t("Maternal grandfather died at ").p(str(rng.randint(40, 95)), "AGE").t(" of a sudden cardiac event. ")
    d.t(lookalike(rng, 2) + "\n\n")
    d.t("Current medications: %s.\nPrevious work-up at " % rng.choice(PL.DRUGS)).p(rng.choice(PL.HOSP_US + PL.HOSP_CA), "HOSPITAL").t(
        " on ").add(phi.D(rng, c.visit - dt.timedelta(days=rng.randint(20, 300)), cc)).t(" (accession ").p(
        phi.idnum(rng, "acc"), "IDNUM").t(").\n\n")
    d.t("The family prefers appointments after " + time_s(rng) + " on ").add(phi.D(rng, c.visit, cc, "weekday")).t(
        "s. Please contact ").p(c.mother.first, "FAMILY").t(" at ").p(c.cell, "PHONE").t(" or ").p(c.email, "EMAIL").t(
        "; address ").add(phi.addr_pieces(rng, c)).t(".\n\n")
    d.t(rng.choice(["Sincerely,", "Kind regards,", "With thanks,"]) + "\n\n").add(dr(rng, c.doc)).t("\n")
    if cc == "US":
        d.t("NPI ").p(phi.npi(rng), "LICENSE").t("  DEA ").p(phi.dea(rng), "LICENSE").t("\n")
    else:
        d.t("CPSO ").p(phi.med_licence(rng, cc), "LICENSE").t("  Billing no. ").p(phi.digits(rng, 6), "LICENSE").t("\n")
    d.t("cc: ").add(dr(rng, c.other)).t("; parents\n")
    if rng.random() < 0.5:
        d.t("Letter typed by ").p(c.rn.first.lower() + c.rn.last[0].lower(), "DOCTOR").t(" / ").add(username(rng, c.rn)).t("\n")
    return d, cc


def phone_triage(rng):
    c = phi.make_case(rng)
    n = rng.randint(0, 12)
    c.dob = c.visit - dt.timedelta(days=365 * n + rng.randint(20, 300))
    d = Doc()
    cc = c.country
    d.t(rng.choice(["AFTER-HOURS TELEPHONE TRIAGE", "Nurse Advice Line - Pediatric Call Record", "Phone Triage Encounter"]) + "\n")
    d.t("Call ").p(phi.account(rng), "ACCOUNT").t(" received ").add(phi.D(rng, c.visit, cc)).t(" " + time_s(rng) +
                                                                                           " from ").p(c.cell, "PHONE").t("\n")
    d.t("Caller: ").p(rng.choice([c.mother.full(), c.father.full()]), "FAMILY").t(" (%s)   Child: " % rng.choice(
        ["parent", "mother", "father"])).add(pt(rng, c, ["full", "lf"])).t(", ").add(
        phi.age_pieces(rng, n, "y") if n else phi.age_pieces(rng, rng.randint(1, 11), "m")).t("\n")
    d.t("MRN ").p(c.mrn, "MRN").t("   PCP ").add(dr(rng, c.doc)).t(", ").p(c.clinic, "HOSPITAL").t("\n")
    d.t("Triage nurse: ").add(nurse(rng, c.rn)).t(" (login ").add(username(rng, c.rn)).t(")\n\n")
    d.t("Transcript excerpt:\n")
    mom = c.mother.first.lower()
    kid = c.first.lower()
    lines = [
        ["rn: hi, this is ", P(c.rn.first.lower(), "DOCTOR"), " from the nurse line. who am i speaking with?"],
        ["caller: it's ", P(mom, "FAMILY"), ", ", P(kid, "PATIENT"), "'s mom. " + c.he + "'s had a fever since ",
         phi.D(rng, c.visit - dt.timedelta(days=2), cc, "weekday").__class__(
             phi.fmt_date(rng, c.visit - dt.timedelta(days=2), cc, "weekday").lower(), "DATE"), " night."],
        ["rn: how old is ", P(kid, "PATIENT"), " now?"],
        ["caller: ", P(str(max(n, 1)), "AGE"), rng.choice([" in ", ", turned it on "]),
         P(phi.fmt_date(rng, c.dob, cc, "month").lower(), "DATE"), "."],
        ["caller: we just got back from ", P(rng.choice(PL.COUNTRIES), "COUNTRY"), " and my husband ",
         P(c.father.first.lower(), "FAMILY"), " is working nights at ", P(c.employer.lower(), "ORGANIZATION"), "."],
        ["rn: any rash, trouble breathing, fewer wet diapers?"],
        ["caller: no, " + c.he + "'s drinking. temp was 39.2 at 3 am, gave tylenol 5 ml."],
        ["rn: ok. we'd like ", P(kid, "PATIENT"), " seen tomorrow at ", P(c.clinic.lower(), "HOSPITAL"),
         ". can we reach you at ", P(c.home_phone, "PHONE"), "?"],
    ]
    for ln in lines:
        d.add(ln).t("\n")
    d.t("\nProtocol: Fever (Schmitt-Thompson), disposition: see within 24 h. Temp 39.2 C, no red flags.\n")
    d.t("Appointment booked ").add(phi.D(rng, c.visit + dt.timedelta(days=1), cc, rng.choice(["wd_long", "wd_short", "long"]))).t(
        " " + time_s(rng) + " with ").add(dr(rng, c.other)).t(".\n")
    d.t("Caller address confirmed: ").add(phi.addr_pieces(rng, c)).t(". Pharmacy on file: ").p(
        rng.choice(PL.PHARMACIES), "HOSPITAL").t(".\n")
    d.t("Call handled via softphone ").p(phi.ip(rng), "IPADDR").t("; recording ").p(phi.idnum(rng, "x"), "IDNUM").t(".\n")
    d.t("Advice: %s\n" % lookalike(rng, 1))
    footer(rng, d, c, c.visit)
    return d, cc
