"""Paediatric ED note, inpatient discharge summary, child protection consult."""
import datetime as dt
from doc import Doc, P
import phi
import pools as PL
from common import pt, baby, dr, nurse, dname, header, sig, footer, lookalike, time_s, username

COMPLAINTS = [("fever and cough", "Community-acquired pneumonia, right lower lobe"),
              ("wheeze and increased work of breathing", "Acute asthma exacerbation, moderate"),
              ("barky cough", "Croup, Westley score 3"),
              ("vomiting and diarrhoea", "Acute gastroenteritis with moderate dehydration"),
              ("fall from monkey bars, left arm pain", "Left supracondylar fracture, Gartland type II"),
              ("febrile seizure", "Simple febrile seizure"),
              ("limp", "Transient synovitis of the right hip"),
              ("rash and fever for 5 days", "Incomplete Kawasaki disease"),
              ("abdominal pain", "Acute appendicitis"),
              ("ingestion of grandmother's pills", "Accidental ingestion, amlodipine"),
              ("bronchiolitis symptoms", "RSV bronchiolitis")]


def _kid(rng, lo=0, hi=16):
    c = phi.make_case(rng)
    c.age_n = rng.randint(lo, hi)
    c.age_u = "y" if c.age_n >= 2 else "m"
    if c.age_u == "m":
        c.age_n = rng.randint(1, 23)
        c.dob = c.visit - dt.timedelta(days=30 * c.age_n + 3)
    else:
        c.dob = c.visit - dt.timedelta(days=365 * c.age_n + rng.randint(3, 300))
    return c


def ped_ed(rng):
    c = _kid(rng)
    d = Doc()
    cc = c.country
    cp, dx = rng.choice(COMPLAINTS)
    lay = rng.random()
    if lay < 0.5:
        header(rng, d, c, rng.choice(["PEDIATRIC EMERGENCY DEPARTMENT NOTE", "Peds ED Provider Note", "Children's Emergency - Physician Record"]),
               c.visit, extra=[("Arrival", [time_s(rng), " by ", rng.choice(["private car", "EMS", "walk-in"])]),
                               ("Triage", ["CTAS %d" % rng.randint(1, 5) if cc == "CA" else "ESI %d" % rng.randint(1, 5)])])
    else:
        d.p(c.hospital, "HOSPITAL").t(" Pediatric ED\n")
        d.p(c.pt.LF(), "PATIENT").t("  ").add(phi.sex_age(rng, c.age_n, c.sex, "y" if c.age_u == "y" else "m")).t(
            "  MRN ").p(c.mrn, "MRN").t("  CSN ").p(c.acct, "ACCOUNT").t("\n")
        d.t("Seen ").add(phi.D(rng, c.visit, cc, rng.choice(["num", "wd_long", "dash_mon"]))).t(" " + time_s(rng) + "  Room ").p(
            c.room, "LOCATION_OTHER").t("\n\n")
    rel, who = rng.choice([("mother", c.mother.full()), ("father", c.father.full()), ("mother", c.mother.first),
                           ("aunt", rng.choice(PL.ADULT_F)), ("foster mother", c.grand.full())])
    d.t("HPI: ").add(pt(rng, c, ["first", "full"])).t(" is a ").add(phi.age_pieces(rng, c.age_n, c.age_u, adj=True)).t(
        " previously %s child brought in by %s " % (rng.choice(["healthy", "term", "ex-32-week"]), rel))
    d.p(who, "FAMILY").t(" with %s since " % cp).add(
        phi.D(rng, c.visit - dt.timedelta(days=rng.randint(1, 5)), cc, rng.choice(["weekday", "wd_short", "mon_d", "num_short"]))).t(
        ". Tmax 39.4 C at home, last acetaminophen at " + time_s(rng) + ". %s\n" % rng.choice([
            "Tolerating fluids poorly.", "Decreased wet diapers.", "No sick contacts.", "Sibling with similar illness."]))
    if rng.random() < 0.6:
        d.t("Attends ").p(rng.choice([c.school, c.daycare]), "ORGANIZATION").t(
            " where several classmates are unwell. Parent works as a ").p(c.mother_job, "PROFESSION").t(".\n")
    if rng.random() < 0.4:
        d.t("Recent travel to ").p(rng.choice(PL.COUNTRIES), "COUNTRY").t(" from ").add(
            phi.D(rng, c.visit - dt.timedelta(days=40), cc, "mon_d")).t(" to ").add(
            phi.D(rng, c.visit - dt.timedelta(days=12), cc, "mon_d")).t(" visiting relatives.\n")
    d.t("PMH: %s. Immunizations up to date. NKDA. PCP: " % rng.choice(["nil", "eczema", "mild intermittent asthma", "VSD repaired"])).add(
        dr(rng, c.other)).t(" at ").p(c.clinic, "HOSPITAL").t(".\n\n")
    d.t("Exam: T 38.9  HR 148  RR 36  SpO2 94%% RA  Wt %.1f kg\n" % rng.uniform(4, 60))
    d.t("Appears %s; cap refill < 2 s; %s\n" % (rng.choice(["tired but consolable", "well", "unwell"]), lookalike(rng, 1)))
    d.t("\nResults: " + rng.choice(["CXR: RLL consolidation.", "UA negative; glucose 5.2.", "X-ray: displaced fracture.",
                                     "RSV PCR positive.", "Lytes normal."]) + " Specimen ").p(phi.idnum(rng, "acc"), "IDNUM").t(".\n")
    d.t("ED course: %s; reassessed at %s with improvement.\n" % (rng.choice(PL.DRUGS), time_s(rng)))
    d.t("\nDx: %s\n" % dx)
    disp = rng.random()
    if disp < 0.5:
        d.t("Disposition: discharged home to ").add(phi.addr_pieces(rng, c)).t(
            " with return precautions. Follow up with PCP in 48 h. Rx sent to ").p(rng.choice(PL.PHARMACIES), "HOSPITAL").t(
            " (Rx ").p(phi.idnum(rng, "order"), "IDNUM").t(").\n")
    else:
        d.t("Disposition: admitted to ").p(c.unit, "HOSPITAL").t(", room ").p(c.room, "LOCATION_OTHER").t(
            ", under ").add(dr(rng, c.doc)).t(". Handover given by phone to ").p(c.res.full(), "DOCTOR").t(".\n")
    d.t("Contact: ").p(c.cell, "PHONE").t(".\n")
    if rng.random() < 0.5:
        d.t("Seen with resident ").add(dname(rng, c.res)).t("; I saw and examined the patient and agree with the plan.\n")
    sig(rng, d, c, c.doc, c.visit)
    footer(rng, d, c, c.visit)
    return d, cc


def discharge(rng):
    c = _kid(rng)
    d = Doc()
    cc = c.country
    cp, dx = rng.choice(COMPLAINTS)
    adm = c.visit
    dis = adm + dt.timedelta(days=rng.randint(2, 14))
    header(rng, d, c, rng.choice(["PEDIATRIC DISCHARGE SUMMARY", "Discharge Summary - Paediatric Medicine", "Inpatient Discharge Summary"]),
           dis, extra=[("Attending", dr(rng, c.doc)), ("PCP", [P(c.other.full(), "DOCTOR"), ", ", P(c.clinic, "HOSPITAL")])])
    k = rng.random()
    d.t("Admission: ")
    if k < 0.5:
        d.add(phi.D(rng, adm, cc)).t("    Discharge: ").add(phi.D(rng, dis, cc)).t("\n")
    else:
        d.t("Dates of stay ").add(phi.D(rng, adm, cc, "num_short")).t("-").add(phi.D(rng, dis, cc, "num_short")).t(
            ", ").add(phi.D(rng, dis, cc, "year")).t("\n")
    d.t("Unit: ").p(c.unit, "HOSPITAL").t(", bed ").p(c.bed, "LOCATION_OTHER").t("\n\n")
    d.t("Principal diagnosis: %s\nSecondary: %s\n\n" % (dx, rng.choice(["dehydration", "hyponatremia (Na 129)", "nil",
                                                                       "iron deficiency anaemia (Hb 94)"])))
    d.t("HOSPITAL COURSE\n").add(pt(rng, c, ["first", "full", "last"])).t(", a ").add(phi.age_pieces(rng, c.age_n, c.age_u, adj=True)).t(
        ", presented with %s. " % cp)
    d.t("On ").add(phi.D(rng, adm + dt.timedelta(days=1), cc, rng.choice(["weekday", "mon_d", "num_short", "long"]))).t(
        " %s. " % rng.choice(["fever curve settled", "oxygen was weaned to room air", "IV fluids were stopped",
                               "the PICC was placed"]))
    d.t("PICC line ").p(phi.device_sn(rng, "PICC"), "DEVICE").t(" removed prior to discharge. ")
    d.t(lookalike(rng, 2) + "\n")
    d.t("Consults: ").add(dr(rng, c.res)).t(" (Infectious Diseases); dietitian ").p(
        phi.Person(rng.choice(PL.CLIN_F), phi.surname(rng)).full(), "DOCTOR").t(".\n\n")
    d.t("DISCHARGE MEDICATIONS\n")
    for m in rng.sample(PL.DRUGS, rng.randint(2, 4)):
        d.t("- " + m + "\n")
    d.t("\nFOLLOW-UP\n")
    fu = [("PCP", c.other, c.clinic), ("Clinic", c.res, c.hospital)]
    for lbl, person, place in fu:
        fd = dis + dt.timedelta(days=rng.randint(2, 30))
        d.t("- ").add(dr(rng, person)).t(", ").p(place, "HOSPITAL").t(", ").add(
            phi.D(rng, fd, cc, rng.choice(["wd_long", "long", "num", "wd_short"]))).t(" at " + time_s(rng) + "; tel ").p(
            phi.phone(rng, c.area), "PHONE").t("\n")
    d.t("\nCaregivers ").p(c.mother.full(), "FAMILY").t(" and ").p(c.father.full(), "FAMILY").t(
        " received teaching. Home: ").add(phi.addr_pieces(rng, c)).t(".\n")
    if rng.random() < 0.5:
        d.t("Home nursing via ").p(rng.choice(["Bayshore Home Health", "VNA of " + c.city, "Comfort Kids Home Care"]), "ORGANIZATION").t(
            ", referral ").p(phi.idnum(rng, "ref"), "IDNUM").t(".\n")
    d.t("School note provided for ").p(c.school, "ORGANIZATION").t(" excusing absence ").add(
        phi.D(rng, adm, cc, "num_short")).t(" to ").add(phi.D(rng, dis + dt.timedelta(days=2), cc, "num_short")).t(".\n")
    d.t("cc: ").add(dr(rng, c.other)).t(" fax ").p(phi.phone(rng, c.area), "FAX").t("\n")
    sig(rng, d, c, c.res, dis)
    footer(rng, d, c, dis)
    return d, cc


def child_protection(rng):
    c = _kid(rng, 0, 12)
    d = Doc()
    cc = c.country
    d.t(rng.choice(["CHILD PROTECTION CONSULTATION", "Child Abuse Pediatrics Consult", "SCAN Team Consultation Note",
                    "Child Maltreatment Assessment"]) + " - CONFIDENTIAL\n")
    d.t("Patient: ").add(pt(rng, c, ["LF", "lf", "full"])).t("   DOB ").add(phi.D(rng, c.dob, cc)).t("   MRN ").p(c.mrn, "MRN").t("\n")
    d.t("Date of consult: ").add(phi.D(rng, c.visit, cc)).t(" " + time_s(rng) + "   Location: ").p(
        c.hospital, "HOSPITAL").t(" room ").p(c.room, "LOCATION_OTHER").t("\n")
    agency = rng.choice(PL.AGENCIES[:4])
    d.t("Requested by ").add(dr(rng, c.other)).t(" (ED). Agency: ").p(agency, "ORGANIZATION").t(", worker ").p(
        phi.Person(rng.choice(PL.ADULT_F + PL.ADULT_M), phi.surname(rng)).full(), "FAMILY").t(", case # ").p(
        phi.idnum(rng, "case"), "IDNUM").t(", tel ").p(phi.phone(rng, c.area), "PHONE").t(".\n")
    d.t("Police: Det. ").p(phi.surname(rng), "FAMILY").t(", incident ").p(
        phi.idnum(rng, "case"), "IDNUM").t(" (jurisdiction: ").p(c.city, "CITY").t(", ").p(c.abbr, "STATE").t(").\n\n")
    d.t("HISTORY (obtained separately from each caregiver)\n")
    d.t("Mother ").p(c.mother.full(), "FAMILY").t(" (").add(phi.age_pieces(rng, c.mother_age, "y")).t(
        ", %s, " % rng.choice(["unemployed", "on parental leave", "student"])).t("SIN " if cc == "CA" else "SSN ").p(
        phi.ssn(rng, cc), "SSN").t(") reports the child was " +
        rng.choice(["found crying in the crib", "with the babysitter", "fine at bedtime", "at daycare"]) + " on ").add(
        phi.D(rng, c.visit - dt.timedelta(days=1), cc, rng.choice(["weekday", "wd_long", "long"]))).t(" evening.\n")
    d.t("Mother's partner ").p(rng.choice(PL.ADULT_M) + " " + phi.surname(rng), "FAMILY").t(", a ").p(
        c.father_job, "PROFESSION").t(", was caring for the child from " + time_s(rng) + " until " + time_s(rng) + ".\n")
    d.t("Babysitter ").p(phi.Person(rng.choice(PL.ADULT_F), phi.surname(rng)).first_li(), "FAMILY").t(
        " (neighbour at ").p(phi.street(rng), "STREET").t(") not yet interviewed.\n")
    d.t("Partner left the scene in a %s, plate " % rng.choice(["grey sedan", "red pickup", "black SUV"])).p(
        phi.plate(rng, cc), "VEHICLE").t(" (").p(c.abbr, "STATE").t(").\n")
    d.t("Prior reports: %s.\n\n" % rng.choice(["none known", "one screened-out report in 2022", "sibling in kinship care"]))
    d.t("EXAMINATION\n%s. Bruising rule (TEN-4-FACESp) %s. Photo series " % (
        rng.choice(["Three 1 cm bruises on the left pinna", "Patterned bruise on the right buttock",
                    "Torn frenulum", "No cutaneous injury"]), rng.choice(["positive", "negative"])))
    d.p(phi.idnum(rng, "acc"), "IDNUM").t(" stored in the secure media system.\n")
    d.t("Skeletal survey: %s. Head CT: %s. LFTs AST 42 ALT 31, lipase 18, UA no blood.\n" % (
        rng.choice(["healing posterior rib fractures 5-7 left", "no fractures", "classic metaphyseal lesion distal femur"]),
        rng.choice(["normal", "thin subdural over the convexity"])))
    d.t("Ophthalmology (").add(dr(rng, c.res)).t(") on ").add(phi.D(rng, c.visit + dt.timedelta(days=1), cc, "wd_short")).t(
        ": %s.\n\n" % rng.choice(["no retinal haemorrhage", "multilayer retinal haemorrhages OU"]))
    d.t("ASSESSMENT\nFindings %s. Sibling " % rng.choice(["concerning for inflicted injury", "indeterminate",
                                                          "consistent with the history given"])).p(
        rng.choice(PL.GIRL + PL.BOY), "FAMILY").t(" (").add(phi.age_pieces(rng, rng.randint(1, 12), "y")).t(
        ") to be examined; attends ").p(c.school, "ORGANIZATION").t(".\n")
    d.t("Safety plan: discharge only to grandmother ").p(c.grand.full(), "FAMILY").t(" at ").add(phi.addr_pieces(rng, c)).t(
        " once approved by the agency.\n")
    d.t("Report filed with ").p(agency, "ORGANIZATION").t(" on ").add(phi.D(rng, c.visit, cc)).t(" at " + time_s(rng) +
                                                                                              "; intake ").p(
        phi.idnum(rng, "case"), "IDNUM").t(".\n")
    sig(rng, d, c, c.doc, c.visit)
    d.t("Social work: ").add(nurse(rng, c.rn)).t("\n")
    footer(rng, d, c, c.visit)
    return d, cc
