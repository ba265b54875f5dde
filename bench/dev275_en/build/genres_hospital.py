"""Genres: discharge feeding summaries; expressed-milk misadministration incident reports."""
import clinical as cl
import names
import orgs
import phi
from blocks import (address, adult_age, baby_ref, doctor_ref, dt, mrn_label, mum_ref, partner_ref, plus,
                    signature, staff_ref, tm)
from case import Person, baby_age_items, lic_label, staff
from doc import Doc, P


def gen_discharge(rng, c):
    d = Doc()
    adm = plus(c.birth, -rng.choice([0, 0, 0, 1, 2]))
    dis = plus(c.birth, rng.choice([1, 2, 2, 3, 4, 5, 7, 12, 21]))
    d.line("{}", P(c.hosp, "HOSPITAL"))
    d.line(rng.choice(["INFANT FEEDING DISCHARGE SUMMARY", "Postnatal Discharge - Feeding Summary", "Discharge Feeding Plan & Summary",
                       "NEWBORN DISCHARGE SUMMARY (FEEDING)", "Mother-Baby Discharge Summary"]))
    d.line("=" * rng.choice([30, 40, 44]))
    d.line("Mother: {}    DOB {}    {} {}", c.mum.nm(rng, rng.choice(["LF", "full", "lfm"])), dt(rng, c, c.mum_dob, "full"),
           mrn_label(rng), P(c.mum_mrn, "MRN"))
    if c.c == "US":
        d.f("Encounter {}", P(c.acct, "ACCOUNT"))
        if rng.random() < 0.7:
            d.f("   SSN {}", P(c.ssn, "SSN"))
        d.f("   {} {} ({})", c.nat_label, P(c.mum_nat, "HEALTHPLAN"), P(c.insurer, "ORGANIZATION"))
        d.nl()
    else:
        d.line("{} {}", c.nat_label, P(c.mum_nat, c.nat_type))
    d.line("Baby: {}    DOB {} {}    {} {}    Sex {}", c.baby.nm(rng, rng.choice(["LF", "full"])), dt(rng, c, c.birth, "num"),
           tm(rng, c), mrn_label(rng), P(c.baby_mrn, "MRN"), c.baby.sex)
    if c.twin is not None:
        d.line("Twin 2: {}  {} {}", c.twin.nm(rng, "full"), mrn_label(rng), P(phi.mrn(rng, c.c), "MRN"))
    d.line("Admitted {}   Discharged {}   Ward {}  Bed {}", dt(rng, c, adm, "num"), dt(rng, c, dis, "num"), P(c.ward, "HOSPITAL"),
           P(c.bed, "LOCATION_OTHER"))
    d.f("Address on discharge: ")
    address(rng, d, c.addr, multiline=False)
    d.line("   Tel {}", P(c.mobile, "PHONE"))
    d.nl()
    d.line("BIRTH: {}/40, {}, BW {} g, Apgar {}/{}. {}", c.gest(), c.mode, c.bw, rng.randint(5, 9), rng.randint(8, 10),
           rng.choice(["Skin-to-skin at birth >1 h, first feed within 1 h.", "SCBU 24 h for hypoglycaemia (BGL 1.8), IV dextrose.",
                       "No skin-to-skin - maternal GA.", "Well at birth.", "Resus: inflation breaths x5, then well."]))
    d.line("FEEDING AT DISCHARGE: {}", rng.choice(["Exclusive breastfeeding", "Breastfeeding + EBM top-ups", "Mixed (BF + formula)",
                                                    "EBM via bottle + BF attempts", "Formula (informed choice)", "BF with nipple shield"]))
    wl, _ = cl.weight_line(rng, c, (dis - c.birth).days)
    d.line("Weight: {}", wl)
    if rng.random() < 0.6:
        d.line("Jaundice: SBR {} umol/L at {} h - {}", rng.randint(120, 330), rng.randint(30, 110),
               rng.choice(["no treatment", "phototherapy 24 h, rebound checked", "below threshold"]))
    d.line("BF assessment (BFI form) completed by {} on {}: {}", staff_ref(rng, c.mw, "init"), dt(rng, c, dis, "short"),
           rng.choice(["effective feeding observed", "needs further support - referred to community IF team", "all criteria met"]))
    d.line("Feeding plan: {}", " ".join(cl.plan_items(rng, c, rng.randint(2, 4))))
    if rng.random() < 0.45:
        d.line("Pump loaned: {} serial {} - return to {} by {}.", rng.choice(cl.PUMP_MODELS), P(phi.serial_bare(rng), "DEVICE"),
               P(rng.choice([c.hosp, c.milkbank]), "HOSPITAL"), dt(rng, c, plus(dis, 30), "short"))
    if rng.random() < 0.4:
        d.line("Infant security tag {} removed at discharge ({}).", P(phi.idnum(rng, "tag"), "DEVICE"), tm(rng, c))
    d.line("Meds (mother): {}", rng.choice(["paracetamol, ibuprofen PRN; enoxaparin 40 mg SC OD x 10/7", "ferrous fumarate 210 mg BD",
                                            "nil", "labetalol 200 mg TDS", "metformin restarted", "iron + vit D"]))
    d.line("Meds (baby): {}", rng.choice(["vitamin K IM given", "vitamin D 400 IU daily", "nil", "vit K oral - doses 2 & 3 due",
                                          "miconazole oral gel"]))
    d.nl()
    d.line("FOLLOW-UP")
    d.f("- Community midwife visit {} (", dt(rng, c, plus(dis, 1), rng.choice(["wd", "short"])))
    d.add(staff_ref(rng, c.mw, "plain"))
    d.line(")")
    d.line("- Day 5 blood spot + weight {}", dt(rng, c, plus(c.birth, 5), "short"))
    if rng.random() < 0.6:
        d.line("- Lactation clinic at {} on {} {}", P(c.clinic, "HOSPITAL"), dt(rng, c, plus(dis, rng.randint(2, 8)), "wd"), tm(rng, c))
    d.f("- {} ", c.word("gp"))
    d.add(doctor_ref(rng, c.gp))
    d.line(", {} - 6-8 week check", P(c.gp_practice, "HOSPITAL"))
    d.nl()
    d.line("Support: Infant feeding team {} (8am-8pm) | peer support {} {} | national helpline {}",
           P(phi.phone(rng, c.c, "land"), "PHONE"), P(rng.choice(orgs.PEER_ORGS), "ORGANIZATION"),
           P(phi.phone(rng, c.c, "mobile"), "PHONE"), P(phi.phone(rng, c.c, "tollfree"), "PHONE"))
    d.nl()
    d.f("Discharging {}: ", rng.choice(["midwife", "nurse", "clinician"]))
    signature(rng, d, c, c.mw, date=dis, lead="")
    if rng.random() < 0.5:
        d.line("Copy: GP (e-sent), HV, parent. Fax to {} {}", P(c.gp_practice, "HOSPITAL"), P(phi.phone(rng, c.c, "land"), "FAX"))
    return d


def _other_dyad(rng, c):
    org = names.origin(rng, c.c)
    m = Person(names.female(rng, org), names.surname(rng, org), "PATIENT")
    sex = rng.choice("MF")
    b = Person(names.male(rng, org) if sex == "M" else names.female(rng, org), m.last, "PATIENT", sex=sex)
    return m, b


def gen_incident(rng, c):
    d = Doc()
    date = c.days_after(rng, 3, 60)
    m2, b2 = _other_dyad(rng, c)
    cot_a, cot_b = rng.sample(range(1, 30), 2)
    nurse = staff(rng, c.c, "ward_nurse")
    reporter = rng.choice([nurse, c.mw])
    d.line("{}", P(c.hosp, "HOSPITAL"))
    d.line(rng.choice(["INCIDENT REPORT", "Patient Safety Incident Report", "CLINICAL INCIDENT NOTIFICATION", "Safety event report"]))
    d.line("Ref: {}    Category: Feeding - expressed breast milk given to wrong infant", P(phi.idnum(rng, "incident", date.year), "IDNUM"))
    t_inc = tm(rng, c)
    d.line("Date of incident: {}   Time: {}   Reported: {}", dt(rng, c, date, "full"), t_inc,
           dt(rng, c, plus(date, rng.randint(0, 1)), "num"))
    d.line("Location: {}, {} - {} {}", P(c.ward, "HOSPITAL"), P(c.hosp, "HOSPITAL"), rng.choice(["cot", "bay", "room"]), P(str(cot_a), "LOCATION_OTHER"))
    d.f("Reported by: ")
    d.add(staff_ref(rng, reporter, "cred"))
    d.line("  (login {})", P(phi.username(rng, reporter.first, reporter.last, staff=True), "USERNAME"))
    d.nl()
    d.line("DESCRIPTION")
    d.f("At approx {} ", t_inc)
    d.add(c.baby.nm(rng, rng.choice(["full", "LF"])))
    d.f(" ({} {}, cot {}) received {} mL of EBM labelled for ", mrn_label(rng), P(c.baby_mrn, "MRN"), P(str(cot_a), "LOCATION_OTHER"),
        rng.choice([5, 8, 12, 15, 20, 30]))
    d.add(b2.nm(rng, rng.choice(["full", "LF"])))
    d.f(" ({} {}, cot {}), expressed by ", mrn_label(rng), P(phi.mrn(rng, c.c), "MRN"), P(str(cot_b), "LOCATION_OTHER"))
    d.add(m2.nm(rng, rng.choice(["full", "full", "lf"])))
    d.line(". {}", rng.choice(["Error identified at next feed when volumes did not match.", "Identified by mother on return to cot side.",
                                "Identified by second checker on barcode reconciliation.", "Noticed by night nurse during handover."]))
    d.line("Barcode scanner {} was {} at the time; bottles stored in shared fridge {} shelf {}.",
           P(phi.serial_bare(rng), "DEVICE"), rng.choice(["offline (battery)", "not used", "unavailable", "faulty"]),
           rng.choice(["A", "B", "2", "3"]), rng.randint(1, 4))
    d.nl()
    d.line("IMMEDIATE ACTIONS")
    d.f("- Neonatal reg ")
    d.add(doctor_ref(rng, c.paed))
    d.line(" informed {}; baby observed, no adverse effect.", tm(rng, c))
    d.f("- Both families informed (Duty of Candour) by ")
    d.add(staff_ref(rng, rng.choice([c.lc, c.coord, nurse]), "cred"))
    d.line(" on {}.", dt(rng, c, plus(date, rng.randint(0, 1)), "short"))
    d.f("- Source mother ")
    d.add(m2.nm(rng, rng.choice(["last", "full"])) if rng.random() < 0.5 else [rng.choice(["Mrs ", "Ms "]), m2.nm(rng, "last")])
    d.line(" consented to serology (HIV, HBV, HCV, HTLV, syphilis), specimen {}; results {}.", P(phi.idnum(rng, "specimen", date.year), "IDNUM"),
           rng.choice(["awaited", "all negative", "negative - families updated"]))
    d.f("- Mother of recipient, ")
    d.add(mum_ref(rng, c))
    d.line(", {}", rng.choice(["understandably upset; debriefed with ward manager.", "accepting; questions answered.",
                               "requested written summary - provided."]))
    d.nl()
    d.line("CONTRIBUTING FACTORS: {}", "; ".join(cl.pick(rng, ["handwritten labels", "two infants with similar surnames",
                                                              "staffing 1:4 overnight", "fridge not segregated by cot",
                                                              "agency staff unfamiliar with process", "bottles decanted at cot side",
                                                              "scanner offline"], rng.randint(2, 4))))
    d.line("HARM: {}", rng.choice(["No harm", "Low harm", "No harm - near miss category reviewed"]))
    d.line("LEARNING / ACTIONS: re-education on 2-person EBM check; scanner battery checks each shift; audit {} weeks.",
           rng.choice([4, 6, 8]))
    d.nl()
    mgr = staff(rng, c.c, "manager")
    d.f("Reviewed by: ")
    d.add(mgr.nm(rng, "full"))
    d.line(", {}  {}", rng.choice(["Ward Manager", "Nurse Unit Manager", "Clinical Nurse Manager", "Matron"]), dt(rng, c, plus(date, rng.randint(2, 12)), "num"))
    return d
