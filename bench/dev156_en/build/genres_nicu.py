"""NICU admission, NICU daily progress, neonatal transport, newborn hearing screen."""
import datetime as dt
from doc import Doc, P
import phi
import pools as PL
from common import pt, baby, dr, nurse, dname, header, sig, footer, lookalike, time_s, username


def _newborn(rng):
    c = phi.make_case(rng)
    c.dob = c.visit - dt.timedelta(days=rng.randint(0, 2))
    c.ga = "%d+%d" % (rng.randint(23, 40), rng.randint(0, 6))
    c.bw = rng.randint(480, 4300)
    return c


def nicu_admission(rng):
    c = _newborn(rng)
    d = Doc()
    cc = c.country
    header(rng, d, c, rng.choice(["NICU ADMISSION NOTE", "Neonatal Intensive Care Admission H&P", "NICU Admit Note"]),
           c.dob, extra=[("Bed", ["Rm ", P(c.room, "LOCATION_OTHER"), " / bed ", P(c.bed, "LOCATION_OTHER")])])
    d.t("ID: ").add(baby(rng, c)).t(", born at %s weeks GA, BW %d g, admitted to the " % (c.ga, c.bw)).p(
        c.unit, "HOSPITAL").t(" at " + time_s(rng) + " on ").add(phi.D(rng, c.dob, cc)).t(".\n\n")
    d.t("MATERNAL HISTORY\n")
    d.t("Mother ").p(c.mother.full(), "FAMILY").t(" is a ").add(phi.age_pieces(rng, c.mother_age, "y")).t(
        " G%dP%d, blood type %s, GBS %s, rubella immune, HIV/HBsAg/syphilis negative. " % (
            rng.randint(1, 6), rng.randint(0, 4), rng.choice(["O+", "A+", "B-", "AB+"]),
            rng.choice(["negative", "positive (adequately treated)", "unknown"])))
    d.t("LMP ").add(phi.D(rng, c.dob - dt.timedelta(days=rng.randint(160, 280)), cc)).t("; EDD ").add(
        phi.D(rng, c.dob + dt.timedelta(days=rng.randint(1, 110)), cc)).t(". ")
    d.t("Prenatal care at ").p(rng.choice(PL.CLINICS), "HOSPITAL").t(" with ").add(dr(rng, c.other)).t(". ")
    d.t("She works as a ").p(c.mother_job, "PROFESSION").t(" at ").p(c.employer, "ORGANIZATION").t(". ")
    if rng.random() < 0.6:
        d.t("FOB ").p(c.father.first, "FAMILY").t(" (").p(str(c.father_age), "AGE").t(") is a ").p(
            c.father_job, "PROFESSION").t(" and was present at delivery. ")
    d.t("Received betamethasone x2 (last dose ").add(phi.D(rng, c.dob - dt.timedelta(days=1), cc, "num_short")).t(
        " " + time_s(rng) + ") and magnesium sulfate for neuroprotection.\n\n")
    d.t("DELIVERY\n")
    d.t(rng.choice(["SVD", "Emergency C-section for NRFHS", "Repeat C-section", "Vacuum-assisted vaginal delivery"]) +
        " at ").p(rng.choice([c.hospital] + PL.HOSP_US[:3] + PL.HOSP_CA[:3]), "HOSPITAL").t(
        "; ROM %d h prior, clear fluid. Apgars %d and %d at 1 and 5 min. " % (
            rng.randint(0, 40), rng.randint(1, 8), rng.randint(5, 9)))
    d.t("Required PPV for 45 seconds then CPAP +6. Resuscitation led by ").add(dr(rng, c.res)).t(" with ").add(
        nurse(rng, c.rn)).t(".\n\n")
    d.t("EXAM\nWt %d g (%s centile), L %.1f cm, HC %.1f cm. Ballard consistent with dates. " % (
        c.bw, rng.choice(["10th", "25th", "50th", "<3rd", "90th"]), rng.uniform(30, 53), rng.uniform(21, 36)))
    d.t("Anterior fontanelle soft, red reflex present bilaterally, Ortolani and Barlow negative. " +
        lookalike(rng, 2) + "\n\n")
    d.t("IDENTIFICATION\nSecurity band #").p(phi.idnum(rng, "x"), "IDNUM").t(" applied; infant footprint record ").p(
        phi.bioid(rng), "BIOID").t(" filed with the chart. Isolette ").p(phi.device_sn(rng, "ISO"), "DEVICE").t(
        ", cardiorespiratory monitor SN ").p(phi.device_sn(rng, "SN"), "DEVICE").t(".\n\n")
    d.t("PLAN\n- Resp: CPAP, surfactant if FiO2 > 0.30.\n- FEN: TPN via UVC, trophic feeds of expressed breast milk.\n")
    d.t("- ID: blood culture (accession ").p(phi.idnum(rng, "acc"), "IDNUM").t("), ampicillin and gentamicin for 48 h.\n")
    d.t("- Newborn screen kit ").p(phi.idnum(rng, "nbs"), "IDNUM").t(" to be collected at 24-48 h.\n")
    d.t("- Social: parents live at ").add(phi.addr_pieces(rng, c)).t("; contact ").p(c.mother.first, "FAMILY").t(
        " on ").p(c.cell, "PHONE").t(" or ").p(c.email, "EMAIL").t(".\n")
    d.t("Parents updated at bedside by ").add(dr(rng, c.doc)).t(".\n")
    sig(rng, d, c, c.doc, c.dob)
    footer(rng, d, c, c.dob)
    return d, c.country


def nicu_progress(rng):
    c = _newborn(rng)
    c.dob = c.visit - dt.timedelta(days=rng.randint(3, 70))
    d = Doc()
    cc = c.country
    hd = (c.visit - c.dob).days
    if rng.random() < 0.5:
        header(rng, d, c, "NICU Daily Progress Note", c.visit)
    else:
        d.t("Progress Note - ").p(c.unit, "HOSPITAL").t(", ").p(c.hospital, "HOSPITAL").t("\n")
        d.add(baby(rng, c)).t("  MRN ").p(c.mrn, "MRN").t("  Bed ").p(c.bed, "LOCATION_OTHER").t("\n")
        d.t("Date of service: ").add(phi.D(rng, c.visit, cc, rng.choice(["wd_long", "long", "num", "iso"]))).t(
            "   HD %d, now %s wk PMA\n\n" % (hd, rng.randint(28, 42)))
    d.t("Overnight: %s. Parents %s.\n" % (
        rng.choice(["no events", "2 self-resolving bradycardias", "one desaturation with feed", "stable on room air"]),
        rng.choice(["visited in the evening", "called twice", "did kangaroo care for 2 h"])))
    d.t("Mother ").p(c.mother.first_li() if rng.random() < 0.5 else c.mother.first, "FAMILY").t(
        " asked about discharge timing before ").add(phi.D(rng, c.visit + dt.timedelta(days=rng.randint(5, 40)), cc,
                                                        rng.choice(["mon_d", "long", "holiday"] if False else ["mon_d", "long", "num_short"]))).t(".\n\n")
    d.t("WEIGHTS\n")
    style = rng.choice(["pipe", "aligned", "list"])
    w = c.bw
    days = sorted(rng.sample(range(1, 8), 4), reverse=True)
    if style == "pipe":
        d.t("| Date | Weight (g) | Change |\n|---|---|---|\n")
    elif style == "aligned":
        d.t("Date          Weight   Change\n")
    for i, back in enumerate(days):
        dw = rng.randint(-20, 45)
        w += dw
        dd = c.visit - dt.timedelta(days=back)
        dv = phi.D(rng, dd, cc, rng.choice(["num_short", "mon_d", "iso"]))
        if style == "pipe":
            d.t("| ").p(dv).t(" | %d | %+d |\n" % (w, dw))
        elif style == "aligned":
            d.p(dv).t(" " * max(1, 14 - len(dv.v)) + "%-8d %+d g\n" % (w, dw))
        else:
            d.t("- ").p(dv).t(": %d g (%+d)\n" % (w, dw))
    d.t("Today %d g, %+.1f g/kg/day over the week.\n\n" % (w, rng.uniform(8, 22)))
    d.t("FEEDS\n%s %d mL q3h (%d mL/kg/day), fortified to %d kcal/oz with HMF; %s.\n" % (
        rng.choice(["EBM", "Donor milk", "Similac Special Care", "EBM + donor milk"]), rng.randint(8, 60),
        rng.randint(120, 170), rng.choice([22, 24, 26]), rng.choice(["NG gavage", "PO/NG cue-based", "all PO"])))
    d.t("Donor milk lot ").p(phi.idnum(rng, "order"), "IDNUM").t(" from the milk bank; pump ").p(
        phi.device_sn(rng, "PX"), "DEVICE").t(".\n")
    d.t("Lactation (").add(nurse(rng, c.rn)).t(") following mother's supply.\n\n")
    d.t("Resp: %s. Cardio: %s. Neuro: head US on " % (rng.choice(["RA", "LFNC 0.5 L", "CPAP +5 FiO2 0.25", "HFNC 4 L"]),
                                                      rng.choice(["no murmur", "soft PDA murmur, echo pending", "well perfused"])))
    d.add(phi.D(rng, c.dob + dt.timedelta(days=rng.randint(3, 10)), cc)).t(" showed no IVH.\n")
    d.t(lookalike(rng, 3) + "\n")
    d.t("ROP exam scheduled ").add(phi.D(rng, c.visit + dt.timedelta(days=rng.randint(1, 14)), cc, "wd_short")).t(
        " with ").add(dr(rng, c.other)).t(" (Ophthalmology).\n\n")
    d.t("A/P: ").add(phi.age_pieces(rng, hd, "d") if hd < 28 else phi.age_pieces(rng, hd // 7, "w")).t(
        " ex-%s week infant, growing. Continue current plan.\n" % c.ga.split("+")[0])
    d.t("Discussed on rounds with ").add(dr(rng, c.doc)).t(" and NNP ").p(c.res.full(), "DOCTOR").t(".\n")
    sig(rng, d, c, c.res, c.visit, role=rng.choice(["doc", "rn"]))
    footer(rng, d, c, c.visit)
    return d, c.country


def neonatal_transport(rng):
    c = _newborn(rng)
    d = Doc()
    cc = c.country
    ref = rng.choice(PL.HOSP_US if cc == "US" else PL.HOSP_CA)
    d.t(rng.choice(["NEONATAL TRANSPORT RECORD", "Neonatal Transport Team Note", "Interfacility Neonatal Transfer"]) + "\n")
    d.t("Date: ").add(phi.D(rng, c.dob, cc)).t("   Call received " + time_s(rng) + "\n")
    d.t("Referring: ").p(ref, "HOSPITAL").t(", ").p(rng.choice(PL.CA_PLACES if cc == "CA" else PL.US_PLACES)[0], "CITY").t(
        "  Tel ").p(phi.phone(rng, c.area), "PHONE").t("\n")
    d.t("Receiving: ").p(c.hospital, "HOSPITAL").t(" NICU, ").p(c.unit, "HOSPITAL").t("\n")
    d.t("Referring MD: ").add(dr(rng, c.other)).t("   Accepting: ").add(dr(rng, c.doc)).t("\n")
    d.t("Team: ").add(nurse(rng, c.rn)).t("; ").p(c.res.full(), "DOCTOR").t(" RRT\n")
    veh = rng.random()
    d.t("Vehicle: ")
    if veh < 0.5:
        d.t("ground ambulance, plate ").p(phi.plate(rng, cc), "VEHICLE")
    else:
        d.t("rotor wing, tail reg ").p("C-" + phi.letters(rng, 4) if cc == "CA" else "N" + phi.digits(rng, 3) + phi.letters(rng, 2), "VEHICLE")
    d.t("; transport incubator ").p(phi.device_sn(rng, "TI"), "DEVICE").t(", ventilator SN ").p(
        phi.device_sn(rng, "VP"), "DEVICE").t("\n")
    d.t("Transport ID ").p(phi.idnum(rng, "ref"), "IDNUM").t("\n\n")
    d.t("Patient: ").add(baby(rng, c)).t(", %s wk, BW %d g, born " % (c.ga, c.bw)).add(phi.D(rng, c.dob, cc)).t(" at " + time_s(rng) + ".\n")
    d.t("Reason for transfer: %s.\n" % rng.choice(["respiratory distress requiring intubation", "suspected HIE for cooling",
                                                  "bilious emesis, r/o malrotation", "prematurity and need for level III care",
                                                  "cyanotic congenital heart disease suspected"]))
    d.t("Mother ").p(c.mother.full(), "FAMILY").t(", ").p(str(c.mother_age), "AGE").t(
        "F, remains at the referring site; father ").p(c.father.first, "FAMILY").t(" to drive from ").p(c.city, "CITY").t(
        ", ").p(c.abbr, "STATE").t(".\n")
    d.t("Consent obtained by phone at ").p(c.cell, "PHONE").t(".\n\n")
    d.t("Stabilisation: %s\n" % lookalike(rng, 2))
    d.t("Vitals on departure %s: HR 156, RR 50, T 36.8, SpO2 93%%, MAP 38.\n" % time_s(rng))
    d.t("Handover to ").add(nurse(rng, c.other)).t(" in room ").p(c.room, "LOCATION_OTHER").t(" at " + time_s(rng) + ".\n")
    sig(rng, d, c, c.rn, c.dob, role="rn")
    footer(rng, d, c, c.dob)
    return d, cc


def hearing_screen(rng):
    c = _newborn(rng)
    d = Doc()
    cc = c.country
    test = c.dob + dt.timedelta(days=rng.randint(1, 20))
    d.t(rng.choice(["NEWBORN HEARING SCREEN REPORT", "Universal Newborn Hearing Screening - Result",
                    "Infant Hearing Program Screening Record"]) + "\n")
    d.p(c.hospital, "HOSPITAL").t(" - Audiology\n\n")
    rows = [("Infant", baby(rng, c)), ("DOB", [phi.D(rng, c.dob, cc)]), ("MRN", [P(c.mrn, "MRN")]),
            ("Mother", [P(c.mother.lf(), "FAMILY")]), ("Screen date", [phi.D(rng, test, cc), " " + time_s(rng)]),
            ("Location", [P(c.unit, "HOSPITAL"), ", bed ", P(c.bed, "LOCATION_OTHER")]),
            ("Screener", [P(c.rn.full(), "DOCTOR")]),
            ("Equipment", ["AABR, serial ", P(phi.device_sn(rng, "ABR"), "DEVICE")])]
    if rng.random() < 0.5:
        for k, v in rows:
            d.t(k.ljust(13)).add(v).t("\n")
    else:
        for k, v in rows:
            d.t("| " + k + " | ").add(v).t(" |\n")
    res = rng.choice(["PASS", "REFER"])
    res2 = rng.choice(["PASS", "REFER"])
    d.t("\nRight ear: %s    Left ear: %s\n" % (res, res2))
    d.t("Method: AABR at 35 dB nHL; OAE as second stage (device ").p(phi.device_sn(rng, "OAE"), "DEVICE").t(").\n")
    d.t("Risk factors: %s.\n" % rng.choice(["NICU stay > 5 days", "family history of permanent hearing loss",
                                           "hyperbilirubinemia requiring exchange", "none", "CMV exposure"]))
    if rng.random() < 0.5:
        d.t("Family history: maternal uncle ").p(phi.Person(rng.choice(PL.ADULT_M), phi.surname(rng)).full(), "FAMILY").t(
            " had hearing aids from age ").p(str(rng.randint(2, 9)), "AGE").t(".\n")
    if "REFER" in (res, res2):
        rd = test + dt.timedelta(days=rng.randint(7, 30))
        d.t("\nOutpatient diagnostic ABR booked ").add(phi.D(rng, rd, cc, rng.choice(["wd_long", "long", "num"]))).t(
            " at " + time_s(rng) + " with ").add(dr(rng, c.other) if rng.random() < 0.3 else [P(c.other.full(), "DOCTOR"), ", AuD"]).t(
            " at ").p(rng.choice(PL.CLINICS), "HOSPITAL").t(".\n")
        d.t("Referral ").p(phi.idnum(rng, "ref"), "IDNUM").t(" faxed to ").p(phi.phone(rng, c.area, "dash"), "FAX").t(".\n")
    d.t("Results explained to ").p(c.mother.first, "FAMILY").t(
        " %s; pamphlet given. Program line " % rng.choice(["at bedside", "by phone", "with interpreter"])).p(
        phi.phone(rng, c.area), "PHONE").t(", ").p(phi.url(rng, "hearing"), "URL").t(".\n")
    d.t("Report sent to PCP ").add(dr(rng, c.doc)).t(", ").p(c.clinic, "HOSPITAL").t(", ").p(c.city, "CITY").t(".\n")
    sig(rng, d, c, c.rn, test, role="rn")
    footer(rng, d, c, test)
    return d, cc
