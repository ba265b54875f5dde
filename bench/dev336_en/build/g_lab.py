"""Genres: bloodspot card reception log; laboratory screening report;
repeat sample request letter."""

import datetime
from util import (Note, PAT, DOC, FAM, USR, AGE, DT, STR, CITY, ST, ZIP, CTRY, HOSP, ORG, LOC,
                  MRN, SSN, HP, ACC, LIC, DEV, VEH, BIO, IDN, PH, FAX, EM, URL, IP, PROF, S,
                  digits, letters, pick, chance)
from case import Case, person, username
from common import addr_inline, addr_block, ids_line, staff_sig, dr, title_name
import pools_places as PP

REJECT = [
    "insufficient blood - circles not filled", "layered / multiple application",
    "spots not soaked through", "sample > 14 days old on receipt", "card wet / clotted",
    "DOB missing", "no sample date", "serum rings", "contaminated (feed/alcohol)",
]
ACCEPT_NOTES = ["", "", "", "", "early sample - repeat req", "transfused - pre-tx?", "preterm - 2nd sample due",
                "card torn, spots OK", "details handwritten, checked v. label"]


def _ip(r):
    k = r.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 250))
    if k == 1:
        return "192.168.%d.%d" % (r.randint(0, 40), r.randint(2, 250))
    return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 250))


def _veh(r, cc):
    if cc == "UK":
        return "%s%02d %s" % (letters(r, 2), r.randint(10, 74), letters(r, 3))
    if cc == "IE":
        return "%d%s-%s-%s" % (r.randint(15, 24), pick(r, ["1", "2", ""]), pick(r, ["D", "C", "G", "KY", "MH", "WX", "LK"]), digits(r, r.randint(3, 5)))
    if cc in ("US", "CA"):
        return pick(r, ["%s%s%s" % (digits(r, 1), letters(r, 3), digits(r, 3)), "%s-%s" % (letters(r, 3), digits(r, 4))])
    if cc == "AU":
        return "%s%s-%s" % (digits(r, 1), letters(r, 2), digits(r, 3))
    if cc == "NZ":
        return "%s%s" % (letters(r, 3), digits(r, 3))
    if cc == "ZA":
        return "%s %s %s" % (letters(r, 2), digits(r, 2), letters(r, 2)) + " GP"
    return "S%s%s%s" % (letters(r, 2), digits(r, 4), letters(r, 1))


def bloodspot_reception_log(rng, cc):
    case = Case(rng, cc)
    c, r = case.c, rng
    n = Note(rng, "bloodspot_reception_log", cc)
    clerk, clerk2 = case.clerk, case.coord
    day = case.recv_date
    lims = pick(r, PP.LIMS_NAMES)
    sites = [c.hospital() for _ in range(r.randint(2, 4))] + [case.hosp]
    courier = pick(r, PP.COURIERS)
    nrows = r.randint(7, 13)
    style = r.randint(0, 2)
    n.line(HOSP(case.lab), " - SPECIMEN RECEPTION LOG")
    n.line("Date received: ", DT(case.D(day, "wd")), "     Batch ", str(r.randint(1, 6)), " of ", str(r.randint(6, 9)),
           "     System: ", lims)
    n.line("Courier: ", ORG(courier), ", vehicle reg ", VEH(_veh(r, cc)), ", arrived ",
           "%02d:%02d" % (r.randint(7, 11), r.randint(0, 59)), "; ", str(r.randint(2, 6)), " bags, ",
           str(r.randint(40, 160)), " cards")
    n.line("Received/opened by: ", DOC(clerk.full()), " (", USR(clerk.user), ")   Checked: ", DOC(clerk2.initials()))
    if chance(r, 0.7):
        n.line("Workstation: RECEPT-0", str(r.randint(1, 4)), " ", IP(_ip(r)), "   barcode scanner SN ", DEV(case.serial()))
    n.line("")
    rows = []
    for i in range(nrows):
        fam = person(r, cc).family if i else case.baby.family
        dob = case.dob - datetime.timedelta(days=r.randint(0, 9))
        col = dob + datetime.timedelta(days=r.randint(1, 8))
        if col > day:
            col = day - datetime.timedelta(days=1)
        site = pick(r, sites)
        rej = chance(r, 0.18)
        status = ("REJECT: " + pick(r, REJECT)) if rej else ("OK " + pick(r, ACCEPT_NOTES)).strip()
        card = case.card_no() if i else case.card
        rows.append((card, fam, dob, col, site, status, rej))
    if style == 0:
        n.line("| # | Card no. | Baby surname | DOB | Collected | Sender | Status |")
        n.line("|---|---|---|---|---|---|---|")
        for i, (card, fam, dob, col, site, status, rej) in enumerate(rows):
            n.line("| ", str(i + 1), " | ", IDN(card), " | ", PAT(fam.upper() if chance(r, 0.5) else fam), " | ",
                   DT(c.num_style(dob)), " | ", DT(c.num_style(col)), " | ", HOSP(site), " | ", status, " |")
    elif style == 1:
        n.line("No  CARD         SURNAME          DOB         TAKEN       SUBMITTER / STATUS")
        for i, (card, fam, dob, col, site, status, rej) in enumerate(rows):
            n.line("%02d  " % (i + 1), IDN(card), " " * max(1, 13 - len(card)), PAT(fam.upper()),
                   " " * max(1, 17 - len(fam)), DT(c.num_style(dob)), "  ", DT(c.num_style(col)), "  ", HOSP(site), " / ", status)
    else:
        n.line("recv_date,card_no,surname,dob,collected,sender,status,user")
        u = clerk.user
        for i, (card, fam, dob, col, site, status, rej) in enumerate(rows):
            n.line(DT(c.date(day, "iso")), ",", IDN(card), ",", PAT(fam.upper()), ",", DT(c.date(dob, "iso")), ",",
                   DT(c.date(col, "iso")), ",", HOSP(site), ",", status.replace(",", ";"), ",", USR(u))
    n.line("")
    rej_rows = [x for x in rows if x[6]]
    n.line("EXCEPTIONS / ACTIONS")
    if not rej_rows:
        n.line("- none rejected this batch.")
    for card, fam, dob, col, site, status, rej in rej_rows:
        k = r.randint(0, 2)
        if k == 0:
            n.line("- ", IDN(card), " (", PAT(fam), "): repeat request letter generated; ", HOSP(site),
                   " community midwives phoned on ", PH(c.phone()), ", spoke to ", DOC(person(r, cc).full()), ".")
        elif k == 1:
            n.line("- ", IDN(card), ": ", status.split(": ")[1], ". Sender ", HOSP(site),
                   " emailed ", EM(pick(r, ["maternity.admin", "cmw.team", "postnatal.ward"]) + "@" + pick(r, ["example.org", "example.net"])),
                   "; failsafe flag set in ", lims, ".")
        else:
            n.line("- ", IDN(card), " baby ", PAT(fam), ", DOB ", DT(c.date(dob, "num")), " - ", status.lower(),
                   ". Mother's mobile on card (", PH(c.phone(mobile=True)), ") - left voicemail re repeat.")
    early = [x for x in rows if "early" in x[5] or "preterm" in x[5] or "transfused" in x[5]]
    for card, fam, dob, col, site, status, rej in early[:2]:
        n.line("- ", IDN(card), ": accepted but ", status.split("OK ")[-1], " - added to second-sample tracking list.")
    n.line("")
    n.line("Transit: ", str(r.randint(0, 3)), " card(s) > 4 days from collection to receipt (KPI standard 95% within 4 days).")
    n.line("Room temp ", "%.1f" % (18 + r.random() * 5), " C; humidity ", str(r.randint(35, 60)), "%; filter paper lot ",
           "%s%s-%s" % (letters(r, 1, "KLMW"), digits(r, 4), digits(r, 2)), " noted on ", str(r.randint(1, 4)), " card(s) (expiry OK).")
    if chance(r, 0.4):
        n.line("Bag ", str(r.randint(1, 4)), " seal broken on arrival - reported to ", ORG(courier), " (ref ",
               IDN("INC" + digits(r, 6)), ") and to lab manager ", DOC(case.scientist.full()), ".")
    n.line("")
    n.line("Log closed ", "%02d:%02d" % (r.randint(12, 17), r.randint(0, 59)), " by ", USR(clerk.user), " / countersigned ",
           DOC(clerk2.full()), " ", DT(c.date(day, "num")))
    return n


ANALYTES = [
    ("PKU", "Phe", "umol/L", (35, 110), "< 240"), ("CHT", "TSH", "mU/L", (1, 6), "< 8 (blood)"),
    ("CF", "IRT", "ng/mL", (10, 45), "< 60 (99.5th centile)"), ("MCADD", "C8", "umol/L", (0.02, 0.14), "< 0.5"),
    ("MSUD", "Leu", "umol/L", (90, 240), "< 600"), ("IVA", "C5", "umol/L", (0.05, 0.3), "< 2.0"),
    ("GA1", "C5DC", "umol/L", (0.04, 0.16), "< 0.35"), ("HCU", "Met", "umol/L", (12, 35), "< 60"),
    ("SCID", "TREC", "copies/uL", (40, 220), "> 18"), ("GAL", "GALT", "U/g Hb", (3, 9), "> 1.5"),
]


def _val(r, lo, hi):
    v = lo + (hi - lo) * r.random()
    return ("%.2f" % v) if hi < 1 else ("%.1f" % v if hi < 20 else str(int(v)))


def lab_screening_report(rng, cc):
    case = Case(rng, cc)
    c, r = case.c, rng
    n = Note(rng, "lab_screening_report", cc)
    sci = case.scientist
    outcome = pick(r, ["normal", "normal", "normal", "cf_carrier", "sc_trait", "tsh_border", "pos_mcadd",
                       "pos_pku", "pos_cht", "pos_scd", "insufficient"])
    n.line(HOSP(case.lab))
    n.line(*(addr_inline(c, case.lab_addr)))
    n.line("Tel ", PH(case.lab_tel), "  |  Fax ", FAX(case.lab_fax), "  |  ", URL(case.lab_url))
    n.line("")
    n.line(pick(r, ["NEWBORN BLOOD SPOT SCREENING REPORT", "NEWBORN SCREENING RESULT", "NEONATAL SCREENING - FINAL REPORT"]))
    n.line("")
    n.line("Lab no: ", IDN(case.labno), "      Card/kit no: ", IDN(case.card))
    n.line("Baby: ", PAT(case.baby.LF()), "      Sex: ", case.sex, "      DOB: ", DT(case.D(case.dob, "num")))
    n.add(*ids_line(case, "    "))
    n.line("")
    n.line("Mother: ", FAM(case.mother.full()), *(["   (mother DOB ", DT(case.D(case.mother_dob, "num")), ")"] if chance(r, 0.3) else []))
    n.line("Birthweight: ", str(case.bw), " g   GA: ", case.gest, "   Feeding: ", pick(r, ["breast", "formula", "mixed", "TPN"]),
           "   Transfused: ", pick(r, ["No", "No", "No", "Yes - pre-transfusion sample"]))
    n.line("Collected: ", DT(case.D(case.sample_date, "num")), " ", "%02d:%02d" % (r.randint(6, 22), r.randint(0, 59)),
           " (age ", AGE(case.sample_hrs), " h)   Received: ", DT(case.D(case.recv_date, "num")),
           "   Reported: ", DT(case.D(case.rep_date, "num")))
    n.line("Submitter: ", HOSP(case.hosp), " / ", HOSP(case.ward), "   Taker: ", DOC(case.midwife.full()))
    if cc in ("US", "CA", "ZA") and chance(r, 0.4):
        n.line("Billing account: ", ACC(pick(r, ["B", "NBS", ""]) + digits(r, 8)), "   Payer: ",
               *([HP(case.nat[2])] if case.nat and case.nat[1] == "HEALTHPLAN" else ["self-pay"]))
    n.line(c.gp, ": ", *dr(case, case.gp, 1))
    n.line("")
    if outcome == "insufficient":
        n.line("SAMPLE UNSUITABLE FOR ANALYSIS: ", pick(r, REJECT), ".")
        n.line("A repeat sample is required as soon as possible. Request sent to ", HOSP(case.hosp), " on ",
               DT(case.D(case.rep_date, "num")), ".")
    else:
        n.line("%-8s %-8s %-10s %-22s %s" % ("Cond.", "Analyte", "Result", "Reference", "Interpretation"))
        panel = ANALYTES[:r.randint(6, 10)]
        for cond, an, unit, (lo, hi), ref in panel:
            interp = "Not suspected"
            val = _val(r, lo, hi) + " " + unit
            if outcome == "pos_mcadd" and an == "C8":
                val, interp = "2.31 " + unit, "SCREEN POSITIVE (C8/C10 4.2)"
            if outcome == "pos_pku" and an == "Phe":
                val, interp = "%d %s" % (r.randint(480, 1400), unit), "SCREEN POSITIVE"
            if outcome in ("pos_cht", "tsh_border") and an == "TSH":
                val = ("%.1f %s" % (r.uniform(25, 140), unit)) if outcome == "pos_cht" else ("%.1f %s" % (r.uniform(8, 19), unit))
                interp = "SCREEN POSITIVE" if outcome == "pos_cht" else "Borderline - repeat"
            if outcome == "cf_carrier" and an == "IRT":
                val, interp = "%d %s" % (r.randint(65, 120), unit), "Raised - DNA: 1 variant (F508del); sweat test advised"
            n.line("%-8s %-8s %-10s %-22s %s" % (cond, an, val, ref, interp))
        hb = {"sc_trait": "FAS", "pos_scd": "FS"}.get(outcome, "FA")
        n.line("%-8s %-8s %-10s %-22s %s" % ("SCD", "Hb", hb, "FA", "Not suspected" if hb == "FA" else
                                             ("Carrier result (sickle trait)" if hb == "FAS" else "SCREEN POSITIVE - likely HbSS")))
        n.line("")
        n.line("Instrument: ", pick(r, PP.MSMS_MODELS), " (SN ", DEV(case.serial()), "); HPLC ", pick(r, ["VariantNeo II", "Hemasure NB"]))
        n.line("")
        n.line("COMMENT:")
        if outcome == "normal":
            n.line("Screening tests do not suggest any of the conditions screened for. No further action. ",
                   "Results letter sent to parents at ", STR(case.addr["street"]), ", ", CITY(case.addr["city"]), ".")
        elif outcome == "sc_trait":
            n.line("Sickle cell carrier (HbAS). Not a disease. Parents and ", c.gp, " informed by letter; ",
                   "counselling offered by ", DOC(case.coord.full()), " (haemoglobinopathy counsellor) on ", PH(c.phone()), ".")
        elif outcome == "tsh_border":
            n.line("TSH borderline. Please take a repeat blood spot 7-10 days after the first (by ",
                   DT(case.D(case.d(10, case.sample_date), "long")), ").")
        elif outcome == "cf_carrier":
            n.line("Raised IRT with one CFTR variant. Referred for sweat test at ", HOSP(c.hospital()), " on ",
                   DT(case.D(case.wd(r.randint(5, 12), case.rep_date), "wd")), ". Parents informed by ",
                   DOC(case.coord.full()), ".")
        else:
            team = {"pos_mcadd": "metabolic", "pos_pku": "metabolic", "pos_cht": c.paed + " endocrine",
                    "pos_scd": "haematology"}[outcome]
            n.add("SCREEN POSITIVE. Telephoned to ", team, " attending " if c.us else " consultant ", *dr(case, case.paed, 1))
            n.add(" at ", HOSP(c.hospital()), " on ", DT(case.D(case.rep_date, "num")), " ",
                  "%02d:%02d" % (r.randint(9, 16), r.randint(0, 59)), ". Baby to be seen same/next day. Do not delay clinical action.\n")
            if chance(r, 0.6):
                n.line("Consultant contact: bleep ", PH(c.bleep()), " / mobile ", PH(c.phone(mobile=True)))
    n.line("")
    n.line("Validated by: ", *staff_sig(case, sci, pick(r, ["Clinical Scientist", "Senior Biomedical Scientist",
                                                            "Lab Director", "Principal Clinical Scientist"])))
    n.line("Authorised electronically ", DT(case.D(case.rep_date, "iso")), " ", "%02d:%02d" % (r.randint(9, 18), r.randint(0, 59)),
           " user ", USR(sci.user))
    if chance(r, 0.5):
        n.add("Copy to: ", *dr(case, case.gp, 0))
        n.add(", ", HOSP(case.practice), "; ", c.cnurse, " team\n")
    n.line("Enquiries: ", EM(case.lab_email), " quoting lab no ", IDN(case.labno))
    return n


REASONS = [
    ("insufficient", "the sample was insufficient for analysis (blood spots not completely filled)"),
    ("early", "the sample was taken too early (before 72 hours of age)"),
    ("transfused", "the baby received a blood transfusion before the sample was taken"),
    ("preterm", "the baby was born before 32 weeks and a second sample is part of the protocol"),
    ("cf", "the IRT result was raised and a second IRT is needed to complete CF screening"),
    ("tsh", "the TSH result was borderline"),
    ("layered", "the blood was applied more than once to the same circle (layering)"),
    ("nodate", "the date of sample collection was not recorded on the card"),
    ("old", "the sample was more than 14 days old when it reached the laboratory"),
]


def repeat_sample_letter(rng, cc):
    case = Case(rng, cc)
    c, r = case.c, rng
    n = Note(rng, "repeat_sample_letter", cc)
    code, reason = pick(r, REASONS)
    due = case.wd({"cf": 24, "preterm": 28, "transfused": 3 + r.randint(0, 2)}.get(code, r.randint(1, 4)), case.rep_date
                 if code not in ("cf", "preterm") else case.dob)
    to_parent = chance(r, 0.45)
    n.line(HOSP(case.lab))
    n.add(*addr_block(c, case.lab_addr))
    n.line("Telephone: ", PH(case.lab_tel), "   Fax: ", FAX(case.lab_fax))
    n.line("")
    n.line("Our ref: ", IDN(case.labno), "/", DOC(case.scientist.initials(False)))
    n.line("Date: ", DT(case.D(case.rep_date, "long")))
    n.line("")
    n.line("URGENT - REPEAT BLOOD SPOT REQUIRED" if chance(r, 0.6) else "Request for repeat newborn screening sample")
    n.line("")
    if to_parent:
        n.line(*title_name(case, case.mother)); n.line("")
        n.add(*addr_block(c, case.addr))
        n.line("")
        n.line("Dear ", FAM(case.mother.given if chance(r, 0.3) else case.mother.full()), ",")
        n.line("")
        n.line("Baby: ", PAT(case.baby.full()), "   Date of birth: ", DT(case.D(case.dob, "num")))
        n.line("")
        n.line("We recently tested the blood spot sample taken from your baby on ", DT(case.D(case.sample_date, "long")),
               ". Unfortunately we need another sample because ", reason, ". This is common and does not mean your baby is unwell.")
        n.line("")
        if chance(r, 0.3):
            n.line("If you prefer, you can bring your baby to the drop-in clinic in the ", LOC(pick(r, PP.BUILDINGS)), " at ",
                   HOSP(case.hosp), " (weekdays 09:00-12:00).")
        n.line("Please arrange for the repeat sample to be taken by ", DT(case.D(due, "wd")), ". Your ", c.midwife, " (",
               DOC(case.midwife.full()), ") has been told and will contact you on ", PH(case.tel_mob),
               ". If you have not heard by then, please call us.")
        n.line("")
        n.line("Newborn blood spot screening checks for a small number of rare but serious conditions, such as ",
               pick(r, ["sickle cell disease, cystic fibrosis and congenital hypothyroidism", "phenylketonuria (PKU) and MCADD",
                        "inherited metabolic conditions and cystic fibrosis"]),
               ". Finding these early means treatment can start before a baby becomes unwell. ",
               "The repeat test is done in the same way, with a small heel prick, and can be done at home or at ",
               HOSP(case.practice), " if easier.")
        n.line("")
        if chance(r, 0.6):
            n.line("More information for parents: ", URL(case.lab_url))
            n.line("")
        if chance(r, 0.4):
            n.line("If you have moved house or your baby is in hospital, please let us know by calling ", PH(case.lab_tel),
                   " or emailing ", EM(case.lab_email), ".")
            n.line("")
    else:
        n.line("To: ", pick(r, ["Community Midwifery Team", "Postnatal Ward Manager", "Neonatal Unit", "Ward Sister"]), ", ", HOSP(case.hosp))
        n.line("Attn: ", DOC(case.midwife.full()), ", ", c.midwife)
        n.line("Fax: ", FAX(c.phone()))
        n.line("")
        n.line("Baby: ", PAT(case.baby.LF()), "   DOB: ", DT(case.D(case.dob, "num")), "   Sex: ", case.sex)
        n.add(*ids_line(case, "   ")); n.line("")
        n.line("Mother: ", FAM(case.mother.full()), "   Tel: ", PH(case.tel_mob))
        n.line("Address: ", *addr_inline(c, case.addr))
        n.line("Sample taken: ", DT(case.D(case.sample_date, "num")), "   Received: ", DT(case.D(case.recv_date, "num")),
               "   Card no: ", IDN(case.card))
        n.line("")
        n.line("Reason for repeat: ", reason, ".")
        if code == "cf":
            n.line("IRT 1st sample: ", str(r.randint(62, 110)), " ng/mL (cut-off 60). No CFTR variants / one variant detected on 29-variant panel.")
            n.line("Repeat must be collected on day 21-28 (IRT falls after day 28 are not interpretable).")
        elif code == "tsh":
            n.line("TSH ", "%.1f" % r.uniform(8, 15), " mU/L blood (repeat threshold 8, referral threshold 20).")
        elif code == "transfused":
            n.line("Repeat at least 72 hours after last transfusion (last transfusion ",
                   DT(case.D(case.d(r.randint(1, 4)), "num")), "), and again at 4 months for haemoglobinopathy if no pre-transfusion sample.")
        elif code == "preterm":
            n.line("Born at ", str(r.randint(25, 31)), "+", str(r.randint(0, 6)),
                   " weeks. Second sample due on day 28 or at discharge, whichever is sooner.")
        n.line("")
        n.line("Repeat due by: ", DT(case.D(due, "num")), "   Please use a NEW card and quote the original lab number.")
        n.line("Failsafe: if no repeat is received within 5 working days this baby will be escalated to the screening coordinator (",
               DOC(case.coord.full()), ", ", PH(c.phone() + " " + c.ext()), ").")
        n.line("")
    n.line("Tips for a good sample: warm heel, free-flowing drop, fill each circle from one side only, air-dry 4 h flat, post same day.")
    n.line("")
    n.line("Yours faithfully," if to_parent and chance(r, 0.5) else "Regards,")
    n.line(DOC(case.scientist.full()))
    n.line(pick(r, ["Newborn Screening Laboratory", "Clinical Scientist", "Screening Laboratory Manager"]))
    if chance(r, 0.5):
        n.add("cc ", *dr(case, case.gp, 0))
        n.add(", ", HOSP(case.practice), "\n")
    return n
