"""Well-child visit, growth and development assessment, vaccine catch-up schedule, lactation consult."""
import datetime as dt
from doc import Doc, P
import phi
import pools as PL
from common import pt, baby, dr, nurse, dname, header, sig, footer, lookalike, time_s, username

VISITS = [(0, 2, "w", "2-week"), (0, 2, "m", "2-month"), (0, 4, "m", "4-month"), (0, 6, "m", "6-month"),
          (0, 9, "m", "9-month"), (1, 12, "m", "12-month"), (1, 18, "m", "18-month"), (2, 2, "y", "2-year"),
          (3, 3, "y", "3-year"), (4, 4, "y", "4-year"), (5, 5, "y", "5-year"), (8, 8, "y", "8-year"),
          (11, 11, "y", "11-year"), (15, 15, "y", "15-year")]


def _child(rng):
    c = phi.make_case(rng)
    yrs, n, unit, label = rng.choice(VISITS)
    days = {"w": 7 * n, "m": 30 * n + 2, "y": 365 * n + rng.randint(5, 200)}[unit]
    c.dob = c.visit - dt.timedelta(days=days)
    c.age_n, c.age_u, c.vlabel = n, unit, label
    return c


def well_child(rng):
    c = _child(rng)
    d = Doc()
    cc = c.country
    header(rng, d, c, rng.choice(["WELL CHILD VISIT", "Well-Child Check", "Health Supervision Visit"]), c.visit)
    d.t("Subjective: ").add(pt(rng, c, ["first", "full"])).t(" is a ").add(phi.age_pieces(rng, c.age_n, c.age_u, adj=True)).t(
        " %s here for %s with %s " % ("girl" if c.sex == "F" else "boy", rng.choice(["a routine well visit", "health maintenance", "a well check"]),
                                              rng.choice(["mother", "father", "both parents", "grandmother"])))
    who = rng.random()
    if who < 0.5:
        d.p(c.mother.first, "FAMILY")
    elif who < 0.8:
        d.p(c.father.full(), "FAMILY")
    else:
        d.p(c.grand.full(), "FAMILY")
    d.t(". Last seen ").add(phi.D(rng, c.visit - dt.timedelta(days=rng.randint(40, 200)), cc,
                                  rng.choice(["long", "num", "month_year"]))).t(".\n")
    d.t("Concerns: %s.\n" % rng.choice(["picky eating", "night waking", "tantrums", "constipation", "none",
                                       "snoring", "school readiness", "screen time"]))
    d.t("Diet: %s. Elimination: normal. Sleep: %d h/night.\n" % (
        rng.choice(["breastfed on demand", "whole milk 16 oz/day", "regular diet, 2 servings fruit", "formula 28 oz/day"]),
        rng.randint(8, 14)))
    d.t("Social: lives with %s at " % rng.choice(["parents and 2 siblings", "mother", "grandparents", "both parents"]))
    d.add(phi.addr_pieces(rng, c)).t(". ")
    d.t("Mom is a ").p(c.mother_job, "PROFESSION").t("; dad works as a ").p(c.father_job, "PROFESSION").t(" for ").p(
        c.employer, "ORGANIZATION").t(". ")
    if c.age_u == "y" and c.age_n >= 5:
        d.t("Attends ").p(c.school, "ORGANIZATION").t(", grade %d.\n" % max(0, c.age_n - 5))
    else:
        d.t("Attends ").p(c.daycare, "ORGANIZATION").t(" 3 days a week.\n")
    d.t("\nObjective:\nWt %.1f kg (%dth %%ile)  Ht %.1f cm (%dth %%ile)  HC %.1f cm  BMI %.1f\n" % (
        rng.uniform(3, 60), rng.randint(3, 97), rng.uniform(50, 170), rng.randint(3, 97), rng.uniform(34, 52),
        rng.uniform(13, 24)))
    d.t("HR 110  RR 24  T 36.7  BP 96/58\nExam: well appearing; TMs clear; red reflex bilaterally; hips stable; Tanner 1.\n")
    d.t("Development: %s passed; ASQ-3 all domains above cutoff.\n" % rng.choice(["M-CHAT-R", "Denver II", "ASQ", "PEDS"]))
    d.t("\nImmunizations today: %s. Lot numbers recorded in the registry.\n" % rng.choice([
        "DTaP-IPV-Hib, PCV15, RV", "MMR, varicella, Hep A", "DTaP, IPV", "Tdap, HPV #1, MenACWY", "influenza"]))
    d.t("VIS given; next dose due ").add(phi.D(rng, c.visit + dt.timedelta(days=rng.randint(50, 120)), cc,
                                              rng.choice(["month_year", "long", "num"]))).t(".\n")
    d.t("Hemoglobin 118 g/L, lead level < 3.3 ug/dL.\n")
    d.t("\nAnticipatory guidance: car seat rear-facing, safe sleep, water temp < 49 C, poison control.\n")
    d.t("Pharmacy: ").p(rng.choice(PL.PHARMACIES), "HOSPITAL").t(". Parent cell ").p(c.cell, "PHONE").t(".\n")
    d.t("RTC for %s visit, around " % rng.choice(["next well", "weight check", "flu shot"])).add(
        phi.D(rng, c.visit + dt.timedelta(days=rng.randint(20, 200)), cc, rng.choice(["month_year", "long", "month"]))).t(".\n")
    if rng.random() < 0.4:
        d.t("Scribed by ").p(c.other.full(), "DOCTOR").t(" for ").add(dr(rng, c.doc)).t(".\n")
    sig(rng, d, c, c.doc, c.visit)
    footer(rng, d, c, c.visit)
    return d, cc


def growth_dev(rng):
    c = _child(rng)
    while c.age_u == "y" and c.age_n > 5:
        c = _child(rng)
    d = Doc()
    cc = c.country
    d.t(rng.choice(["GROWTH AND DEVELOPMENT ASSESSMENT", "Developmental Pediatrics - Growth & Development Review",
                    "Growth/Development Clinic Note"]) + "\n")
    d.p(c.clinic, "HOSPITAL").t(", ").p(c.street, "STREET").t(", ").p(c.city, "CITY").t(" ").p(c.abbr, "STATE").t("\n\n")
    d.t("Name: ").add(pt(rng, c, ["LF", "lf"])).t("    DOB: ").add(phi.D(rng, c.dob, cc)).t("    Age: ").add(
        phi.age_pieces(rng, c.age_n, c.age_u)).t("\n")
    d.t("Chart #: ").p(c.mrn, "MRN").t("    Referred by: ").add(dr(rng, c.other)).t("\n")
    d.t("Assessment date: ").add(phi.D(rng, c.visit, cc, rng.choice(["wd_long", "long", "iso", "dmy_long"]))).t("\n\n")
    d.t("GROWTH (WHO / CDC charts)\n")
    d.t("Visit        Wt (kg)  Len/Ht (cm)  HC (cm)  Wt-for-len z\n")
    back = sorted(rng.sample(range(30, 400), 3), reverse=True) + [0]
    wt = rng.uniform(2.5, 12)
    for b in back:
        dv = phi.D(rng, c.visit - dt.timedelta(days=b), cc, rng.choice(["num", "iso", "dmon"]))
        wt += rng.uniform(0.2, 1.2)
        d.p(dv).t(" " * max(1, 13 - len(dv.v)) + "%-8.2f %-12.1f %-8.1f %+.2f\n" % (
            wt, rng.uniform(50, 110), rng.uniform(35, 50), rng.uniform(-2.5, 1.5)))
    d.t("\nDEVELOPMENT\nGross motor: %s. Fine motor: %s. Language: %s. Social: %s.\n" % (
        rng.choice(["walks independently", "sits without support", "rolls both ways", "hops on one foot"]),
        rng.choice(["pincer grasp", "stacks 4 blocks", "copies a circle", "raking grasp"]),
        rng.choice(["15 words", "2-word phrases", "babbles", "speaks in sentences", "no words yet"]),
        rng.choice(["waves bye-bye", "parallel play", "joint attention present", "limited eye contact"])))
    d.t("Bayley-4 cognitive composite %d, language %d, motor %d.\n" % (rng.randint(70, 115), rng.randint(65, 115),
                                                                      rng.randint(70, 115)))
    d.t("Sibling ").p(rng.choice(PL.GIRL + PL.BOY), "FAMILY").t(" (").add(phi.age_pieces(rng, rng.randint(3, 14), "y")).t(
        ") had speech delay. Father ").p(c.father.first, "FAMILY").t(" walked late per ").p(c.grand.full(), "FAMILY").t(".\n")
    d.t("Early intervention through ").p(rng.choice(PL.AGENCIES[4:] + ["Help Me Grow " + c.city]), "ORGANIZATION").t(
        "; coordinator ").p(phi.Person(rng.choice(PL.ADULT_F), phi.surname(rng)).full(), "DOCTOR").t(
        ", tel ").p(phi.phone(rng, c.area), "PHONE").t(".\n")
    d.t("\nImpression: %s\n" % rng.choice(["Growth tracking along the 25th centile; development age-appropriate.",
                                          "Faltering growth, crossing two centile lines; global delay suspected.",
                                          "Expressive language delay; hearing test recommended.",
                                          "Catch-up growth after prematurity; motor milestones on track."]))
    d.t("Plan: repeat assessment in 3 months, audiology, dietitian review. " + lookalike(rng, 1) + "\n")
    d.t("Next appointment ").add(phi.D(rng, c.visit + dt.timedelta(days=rng.randint(60, 120)), cc, "wd_long")).t(
        " at " + time_s(rng) + ".\n")
    sig(rng, d, c, c.doc, c.visit)
    footer(rng, d, c, c.visit)
    return d, cc


VACCINES = [("DTaP", 5), ("IPV", 4), ("Hib", 4), ("Hep B", 3), ("PCV", 4), ("MMR", 2), ("Varicella", 2),
            ("Hep A", 2), ("MenACWY", 1), ("Tdap", 1), ("HPV", 2), ("Rotavirus", 2)]


def vaccine_catchup(rng):
    c = phi.make_case(rng)
    n = rng.randint(1, 14)
    c.dob = c.visit - dt.timedelta(days=365 * n + rng.randint(10, 300))
    d = Doc()
    cc = c.country
    origin = rng.choice(PL.COUNTRIES)
    d.t(rng.choice(["VACCINE CATCH-UP SCHEDULE", "Immunization Catch-Up Plan", "Catch-up Immunization Schedule (newcomer)"]) + "\n")
    d.t("Clinic: ").p(rng.choice([c.clinic, "Newcomer Health Clinic at " + c.hospital]), "HOSPITAL").t("\n")
    d.t("Child: ").add(pt(rng, c, ["full", "LF", "lf"])).t("   DOB ").add(phi.D(rng, c.dob, cc)).t("   (").add(
        phi.age_pieces(rng, n, "y")).t(")\n")
    d.t(("Health card: " if cc == "CA" else "Medicaid ID: ")).p(c.hp, "HEALTHPLAN").t("   Chart: ").p(c.mrn, "MRN").t("\n")
    d.t("Arrived from ").p(origin, "COUNTRY").t(" on ").add(phi.D(rng, c.visit - dt.timedelta(days=rng.randint(20, 300)), cc,
                                                                  rng.choice(["long", "num", "month_year"]))).t(
        " via ").p(rng.choice(PL.COUNTRIES), "COUNTRY").t("; records translated by ").p(
        phi.Person(rng.choice(PL.ADULT_F + PL.ADULT_M), phi.surname(rng)).full(), "DOCTOR").t(" (interpreter).\n")
    d.t("Parent/guardian: ").p(c.mother.full(), "FAMILY").t(", ").p(c.home_phone, "PHONE").t("\n\n")
    d.t("Documented doses (from %s card):\n" % rng.choice(["yellow", "home-country", "WHO"]))
    given = rng.sample(VACCINES, rng.randint(2, 5))
    for v, _ in given:
        dd = c.dob + dt.timedelta(days=rng.randint(40, 365 * n))
        d.t("  %-10s " % v).add(phi.D(rng, dd, cc, rng.choice(["num", "iso", "dmon", "month_year", "year"]))).t("\n")
    d.t("Serology: measles IgG %s, varicella IgG %s, HBsAb %d mIU/mL, HBsAg negative.\n\n" % (
        rng.choice(["positive", "negative", "equivocal"]), rng.choice(["positive", "negative"]), rng.randint(0, 200)))
    style = rng.choice(["pipe", "aligned"])
    d.t("Catch-up plan (minimum intervals per CDC/NACI tables):\n")
    if style == "pipe":
        d.t("| Visit | Target date | Vaccines |\n|---|---|---|\n")
    else:
        d.t("Visit  Target date          Vaccines\n")
    dt0 = c.visit
    for i in range(rng.randint(3, 5)):
        vs = ", ".join(v for v, _ in rng.sample(VACCINES, rng.randint(1, 4)))
        dv = phi.D(rng, dt0, cc, rng.choice(["num", "long", "iso", "wd_short"]))
        if style == "pipe":
            d.t("| %d | " % (i + 1)).p(dv).t(" | %s |\n" % vs)
        else:
            d.t("%-6d " % (i + 1)).p(dv).t(" " * max(1, 21 - len(dv.v)) + vs + "\n")
        dt0 += dt.timedelta(days=rng.choice([28, 28, 56, 180]))
    d.t("\nIntervals: DTaP dose 3 to 4 >= 6 months; MMR doses >= 4 weeks apart; Hib not needed after age 5.\n")
    d.t("Tuberculosis screen: IGRA ordered (order ").p(phi.idnum(rng, "order"), "IDNUM").t(").\n")
    d.t("Registry updated by ").add(username(rng, c.rn)).t("; copy e-mailed to ").p(c.email, "EMAIL").t(
        " and faxed to ").p(c.school if rng.random() < 0.5 else c.daycare, "ORGANIZATION").t(" at ").p(
        phi.phone(rng, c.area, "paren"), "FAX").t(".\n")
    sig(rng, d, c, c.rn if rng.random() < 0.5 else c.doc, c.visit, role=rng.choice(["rn", "doc"]))
    footer(rng, d, c, c.visit)
    return d, cc


def lactation(rng):
    c = phi.make_case(rng)
    c.dob = c.visit - dt.timedelta(days=rng.randint(1, 40))
    d = Doc()
    cc = c.country
    dd = (c.visit - c.dob).days
    d.t(rng.choice(["LACTATION CONSULTATION", "Breastfeeding Medicine / Lactation Consult", "IBCLC Consult Note"]) + "\n")
    d.t("Date: ").add(phi.D(rng, c.visit, cc)).t("   Location: ").p(rng.choice([c.unit, "Mother-Baby Unit, " + c.hospital]), "HOSPITAL").t(
        ", room ").p(c.room, "LOCATION_OTHER").t("\n")
    d.t("Mother: ").p(c.mother.lf(), "FAMILY").t(", ").add(phi.sex_age(rng, c.mother_age, "F")).t("   Infant: ").add(
        baby(rng, c)).t(", MRN ").p(c.mrn, "MRN").t("\n")
    d.t("Infant DOB ").add(phi.D(rng, c.dob, cc)).t(" (").add(phi.age_pieces(rng, dd, "d")).t("), BW %d g, today %d g (%.1f%% loss).\n\n" % (
        rng.randint(2400, 4200), rng.randint(2300, 4000), rng.uniform(2, 11)))
    d.t("History: %s. Maternal meds: %s. Returning to work as a " % (
        rng.choice(["primip, SVD", "G2 previously breastfed 6 months", "C-section, delayed skin-to-skin"]),
        rng.choice(["prenatal vitamin", "levothyroxine 75 mcg", "sertraline 50 mg", "none"]))).p(c.mother_job, "PROFESSION").t(
        " on ").add(phi.D(rng, c.visit + dt.timedelta(days=rng.randint(40, 200)), cc, rng.choice(["long", "month_year", "num"]))).t(".\n")
    d.t("Observed feed at " + time_s(rng) + ": LATCH score %d/10; shallow latch, audible swallows after 3 min.\n" % rng.randint(4, 10))
    d.t("Oral exam: %s.\n" % rng.choice(["anterior tongue-tie, Hazelbaker score 8", "normal palate", "high arched palate"]))
    d.t("Pump: hospital-grade rental, serial ").p(phi.device_sn(rng, "BP"), "DEVICE").t(
        ", rental agreement ").p(phi.account(rng), "ACCOUNT").t(".\n")
    d.t("Plan: feed 8-12x/24 h, supplement EBM 10-15 mL by syringe, pump after feeds. Weight check ").add(
        phi.D(rng, c.visit + dt.timedelta(days=2), cc, rng.choice(["wd_long", "weekday", "wd_short"]))).t(" at ").p(
        c.clinic, "HOSPITAL").t(".\n")
    d.t("Partner ").p(c.father.first, "FAMILY").t(" supportive; ").p(c.grand.first, "FAMILY").t(" staying to help.\n")
    d.t("Community support: La Leche group at ").p(rng.choice(PL.CHURCHES), "ORGANIZATION").t(
        "; warmline ").p(phi.phone(rng, c.area), "PHONE").t("; ").p(phi.url(rng, "breastfeeding"), "URL").t(".\n")
    sig(rng, d, c, c.rn, c.visit, role="rn")
    footer(rng, d, c, c.visit)
    return d, cc
