"""Ophthalmology and optometry visits: acuity tables, IOP, retina imaging."""
import pools as P
from common import (instructions, orders, pmh_block, ros, appendix, S, Doc, Ctx, Person, Staff, header, demographics, social, signature, footer, fdate, digits, letters,
                    phone, ip, dl, statelic, COMMON_MEDS, ALLERGIES, numword)

SPEC = ["Eye", "Ophthalmology", "Vision", "Retina", "Eye Care", "Optometry", "Glaucoma & Cataract"]
VA = ["20/20", "20/20-1", "20/25", "20/25+2", "20/30", "20/40", "20/40-2", "20/50", "20/60", "20/70", "20/80", "20/100",
      "20/200", "CF 4'", "HM", "20/15"]
CONDS = ["POAG", "ocular hypertension", "NS cataract 2+", "PSC cataract", "dry AMD", "wet AMD", "NPDR, moderate",
         "PDR s/p PRP", "DME", "BRVO", "ERM", "dry eye syndrome", "keratoconus", "pseudophakia", "narrow angles s/p LPI"]
DROPS = ["latanoprost 0.005% 1 gtt OU qhs", "timolol 0.5% 1 gtt OU BID", "brimonidine 0.2% OU TID",
         "dorzolamide-timolol OU BID", "artificial tears OU QID", "cyclosporine 0.05% OU BID", "prednisolone acetate 1% OD QID",
         "netarsudil 0.02% OS qhs", "moxifloxacin 0.5% OD QID x1 wk"]
INSTR = ["Your eyes were dilated; vision may be blurry and light-sensitive for 4-6 hours. Do not drive until it clears.",
         "Use your glaucoma drops every day at the same time, even when your eyes feel fine; close your eyes for 2 minutes after each drop.",
         "Wait 5 minutes between different eye drops.", "Call right away for a curtain over your vision, a shower of new floaters, or flashes.",
         "After the injection, mild scratchiness is normal. Call for pain, worsening redness or decreasing vision.",
         "Use the Amsler grid daily, one eye at a time, and call if lines look wavy or missing.",
         "Take AREDS2 vitamins twice daily with food.", "Bring all eye drops to your next visit.",
         "Warm compresses 10 minutes twice daily followed by lid scrubs."]
ORDERS = ["OCT macula OU", "OCT RNFL OU", "HVF 24-2 SITA-Fast", "Fundus photography", "IOLMaster biometry", "Gonioscopy",
          "Fluorescein angiography", "Pachymetry", "Topography (Pentacam)"]
TECH_CRED = ["COA", "COT", "COMT", "ophthalmic tech", "CRA", "scribe"]


def acuity_table(d, c, style):
    rng = c.rng
    rows = [("Dist sc", rng.choice(VA), rng.choice(VA)), ("Dist cc", rng.choice(VA[:8]), rng.choice(VA[:8])),
            ("PH", rng.choice(VA[:6]), rng.choice(VA[:6])), ("Near cc", "J%d" % rng.randint(1, 5), "J%d" % rng.randint(1, 5))]
    if style == "pipe":
        d.t("| Visual acuity | OD | OS |\n|---|---|---|\n")
        for r in rows:
            d.t("| %s | %s | %s |\n" % r)
    else:
        d.t("VA          OD          OS\n")
        for r in rows:
            d.t("%-11s %-11s %s\n" % r)
    iop = (rng.randint(10, 31), rng.randint(10, 31))
    d.t("\nIOP (%s) at %02d:%02d:  OD %d   OS %d mmHg\n" % (rng.choice(["Goldmann", "Tonopen", "iCare", "applanation"]),
                                                      rng.randint(8, 16), rng.randint(0, 59), iop[0], iop[1]))
    d.t("Pupils: %s. EOM full. CVF full to finger count OU.\n" % rng.choice(["PERRL, no APD", "round, reactive, no RAPD",
                                                                             "2+ reactive OU, no APD", "pharmacologically dilated OS"]))
    return iop


def sle(d, c):
    rng = c.rng
    d.t("\nSLIT LAMP / FUNDUS\n")
    items = [("L/L", "normal", "normal"), ("C/S", "white & quiet", rng.choice(["white & quiet", "1+ injection"])),
             ("K", rng.choice(["clear", "1+ SPK inferiorly", "arcus"]), rng.choice(["clear", "guttae", "clear"])),
             ("AC", "deep & quiet", rng.choice(["deep & quiet", "trace cell"])), ("Iris", "flat", rng.choice(["flat", "PI patent at 11:00"])),
             ("Lens", rng.choice(["2+ NS", "1+ NS, tr cortical", "PCIOL in bag", "3+ NS, 1+ PSC"]), rng.choice(["2+ NS", "PCIOL", "1+ NS"])),
             ("Vit", rng.choice(["clear", "PVD", "syneresis"]), rng.choice(["clear", "Weiss ring"])),
             ("Disc", "C/D %.1f, pink" % rng.choice([0.3, 0.4, 0.5, 0.6, 0.7, 0.8]), "C/D %.1f" % rng.choice([0.3, 0.4, 0.5, 0.7, 0.85])),
             ("Mac", rng.choice(["flat, good reflex", "drusen, RPE mottling", "CSME", "ERM with mild striae"]),
              rng.choice(["flat", "scattered drusen", "DBH x3"])),
             ("Periph", "flat 360", rng.choice(["flat 360", "lattice inf, no holes", "PRP scars"]))]
    for k, a, b in items:
        d.t("  %-7s %-28s %s\n" % (k, a, b))


def comprehensive(c):
    rng = c.rng
    d = Doc()
    header(d, c, rng.choice(["Comprehensive Eye Exam", "Ophthalmology Follow-up", "Glaucoma Clinic", "Retina Clinic Visit"]))
    tech = Staff(rng, cred=rng.choice(TECH_CRED))
    d.add("Work-up by ", tech.fl(), " (", tech.cred, "), ", c.ROOM(), rng.choice([", lane ", ", Lane "]),
          S(str(rng.randint(1, 8)), "LOCATION_OTHER"), "\n\n")
    cond = rng.sample(CONDS, 2)
    d.add("CC: ", rng.choice(["blurry vision OU", "glare driving at night", "IOP check", "floaters OD", "f/u " + cond[0]]), "\n")
    d.add("HPI: ", c.pt.fl(), " is ", c.a_age(), " with ", cond[0], " and ", cond[1], " last seen ",
          c.D(c.before(80, 400)), ". ", rng.choice(["Reports good compliance with drops.", "Ran out of drops 2 weeks ago.",
                                                   "Notes difficulty reading menus.", "No flashes or curtain."]),
          " Drives; ", c.job(), ".\n")
    d.add("Eye meds: ", "; ".join(rng.sample(DROPS, rng.randint(1, 3))), "\nSystemic: ",
          ", ".join(rng.sample(COMMON_MEDS, rng.randint(1, 4))), "\nAllergies: ", rng.choice(ALLERGIES), "\n")
    d.add("FHx: glaucoma in ", rng.choice(["mother", "father", "maternal aunt", "brother"]), " (blind by age ",
          S(str(rng.randint(60, 88)), "AGE"), ")\n")
    d.add("PMH: ", ", ".join(rng.sample(["HTN", "T2DM", "hyperlipidemia", "sleep apnea", "migraine", "RA on HCQ", "thyroid eye disease", "MS"], 2)),
          ". Ocular surgery: ", rng.choice(["none", "LASIK OU", "CE/IOL OD", "SLT OU", "PRP OS"]))
    if rng.random() < 0.5:
        d.add(" (", c.D(c.before(400, 4000), rng.choice(["y", "my_abbr"])), ")")
    d.t(".\n\n")
    style = rng.choice(["pipe", "aligned"])
    acuity_table(d, c, style)
    sle(d, c)
    d.add("\nIMAGING (", c.D(None, "us"), ")\n")
    d.add("OCT RNFL/macula, Cirrus, scan IDs ", S("OCT-" + digits(rng, 8), "IDNUM"), " / ", S("OCT-" + digits(rng, 8), "IDNUM"), "\n")
    if style == "pipe":
        d.t("| Param | OD | OS |\n|---|---|---|\n| Avg RNFL (um) | %d | %d |\n| CST (um) | %d | %d |\n| Cup/disc | %.2f | %.2f |\n"
            % (rng.randint(58, 105), rng.randint(58, 105), rng.randint(230, 480), rng.randint(230, 480), rng.uniform(0.3, 0.85), rng.uniform(0.3, 0.85)))
    else:
        d.t("  avg RNFL  OD %d um  OS %d um\n  CST       OD %d um  OS %d um\n" % (rng.randint(58, 105), rng.randint(58, 105),
                                                                            rng.randint(230, 480), rng.randint(230, 480)))
    if rng.random() < 0.6:
        prior = c.before(150, 500)
        d.add("Compared with prior from ", c.D(prior), ": ", rng.choice(["stable", "thinning inferotemporal OS", "CST improved"]), ".\n")
        d.add("HVF 24-2 SITA-Fast ", c.D(c.before(0, 30), "md"), ": ", rng.choice(["reliable, early sup arcuate defect OS",
                                                                                  "full OU", "unreliable (FL 30%)"]), ".\n")
    d.add("Fundus photos uploaded to Forum, accession ", S("FP%s" % digits(rng, 9), "IDNUM"), "\n\n")
    d.add("A/P\n1. ", cond[0], ": ", rng.choice(["continue current drops", "add second agent", "discuss SLT", "observe"]), ".\n")
    d.add("2. ", cond[1], ": ", rng.choice(["monitor", "refer to retina", "AREDS2 vitamins", "punctal plugs discussed"]), ".\n")
    d.add("3. Updated MRx given. ", rng.choice(["Safe to drive.", "Advised no night driving.", "Low-vision referral."]), "\n")
    orders(d, c, ORDERS)
    instructions(d, c, [x for x in INSTR if not any(k in x for k in ['injection'])])
    d.add("RTC ", rng.choice(["4 mo", "6 wks", "1 yr", "3 months"]), " with dilation, ", c.D(c.after(30, 360), rng.choice(["wk_long", "us", "abbr"])), ".\n")
    signature(d, c, kind=rng.choice(["esign", "scribe", "esign"]))
    footer(d, c)
    return d


def glasses_rx(c):
    rng = c.rng
    d = Doc()
    c.set_doc(Staff(rng, cred="OD"))
    d.add(c.site.N(), " - Optometry\n", c.site.addr.one_line(), "\n", "Phone ", S(c.site.phone, "PHONE"), "\n\n")
    d.t(rng.choice(["SPECTACLE & CONTACT LENS PRESCRIPTION", "Eyeglass Prescription", "CL FITTING / FINAL RX"]) + "\n\n")
    d.add("Patient: ", c.pt.fml(), "\nDate of birth: ", c.DOB(), "\nAddress: ", c.addr.one_line(), "\nExam date: ", c.D(), "\n\n")

    def rx():
        return "%+.2f %s x%03d" % (rng.choice([-6.5, -4.25, -2.0, -1.25, -0.5, 0.25, 1.5, 2.75]),
                                  "%+.2f" % rng.choice([-0.25, -0.75, -1.25, -2.0]), rng.randint(1, 180))
    add = "+%.2f" % rng.choice([0.75, 1.5, 2.0, 2.25, 2.5])
    d.t("           Sphere/Cyl/Axis        Add     Prism\n")
    d.t("OD         %-22s %-7s %s\nOS         %-22s %-7s %s\n\n" % (rx(), add, "--", rx(), add, rng.choice(["--", "1 BI"])))
    d.t("PD %d/%d   Lens: %s\n" % (rng.randint(28, 34), rng.randint(28, 34), rng.choice(["PAL, AR", "SV distance", "bifocal FT28", "computer lenses"])))
    if rng.random() < 0.7:
        d.t("\nContact lenses:\n  OD %s BC 8.6 DIA 14.2  %s\n  OS %s BC 8.6 DIA 14.2\n" % (
            rng.choice(["Acuvue Oasys", "Dailies Total1", "Biofinity toric", "Precision1"]),
            rng.choice(["-3.25", "-1.75", "+1.00", "-5.50"]), rng.choice(["-3.00", "-2.25", "+0.75", "-5.00"])))
        d.add("  Follow-up CL check on ", c.D(c.after(7, 21), "wk_md"), ". Trial lenses lot-controlled.\n")
    d.add("\nExam findings: VA cc ", rng.choice(VA[:6]), " OD, ", rng.choice(VA[:6]), " OS. IOP %d/%d (iCare). " % (rng.randint(10, 22), rng.randint(10, 22)),
          "SLE unremarkable; ", rng.choice(["fundus WNL OU (Optomap, image ", "DFE: C/D 0.3 OU, periphery flat ("]))
    d.add(S("OPT" + digits(rng, 8), "IDNUM"), ").\n")
    d.add("Keratometry OD %.2f/%.2f @%03d, OS %.2f/%.2f @%03d. Tear film BUT %d s.\n" % (rng.uniform(41, 46), rng.uniform(41, 47), rng.randint(1, 180),
          rng.uniform(41, 46), rng.uniform(41, 47), rng.randint(1, 180), rng.randint(4, 12)))
    d.add("Previous Rx (", c.D(c.before(365, 1200), "my_num"), "): ", rng.choice(["-1.75 -0.50 x180 / -2.00 DS", "+1.25 DS / +1.50 -0.25 x090", "plano / -0.50 DS"]), ".\n")
    d.add("\nRx expires: ", c.D(c.after(365, 730)), "\n")
    d.add("Prescriber: ", c.doc.fl(), ", OD   License # ", S(statelic(rng), "LICENSE"), "   NPI ", S(c.doc.npi, "LICENSE"), "\n")
    d.add("Dispensed by ", Person(rng, "DOCTOR").f(), " at ", S(rng.choice(["Frame Gallery", "Clear Sight Optical", "Spectacle Shoppe",
                                                                          "EyeWorks Optical"]) + " of " + rng.choice(P.TOWNS), "HOSPITAL"),
          ", order # ", S("OPT" + digits(rng, 6), "IDNUM"), "\n")
    d.add("Vision plan: ", S(rng.choice(["ClearView Vision Plan", "Lenscraft Benefits", "SightFirst Insurance"]), "ORGANIZATION"),
          ", subscriber ID ", S(c.member, "HEALTHPLAN"), rng.choice([" (spouse ", " (subscriber: "]), c.rel.fl(), ")\n")
    if rng.random() < 0.5:
        d.add("Emailed copy to ", S(c.email, "EMAIL"), " on ", c.D(None, "us"), ".\n")
    return d


def injection(c):
    rng = c.rng
    d = Doc()
    c.site.name = c.site.name.replace("Optometry", "Retina").replace("Vision", "Retina")
    c.set_doc(Staff(rng, cred=rng.choice(["MD", "MD, PhD", "DO", "MD, FASRS"])))
    header(d, c, "INTRAVITREAL INJECTION PROCEDURE NOTE", kind=rng.choice(["banner", "banner2", "simple", "form"]))
    eye = rng.choice(["OD", "OS"])
    drug = rng.choice(["aflibercept 2 mg/0.05 mL", "faricimab 6 mg/0.05 mL", "bevacizumab 1.25 mg/0.05 mL",
                       "ranibizumab 0.5 mg/0.05 mL", "aflibercept 8 mg/0.07 mL"])
    dx = rng.choice(["nAMD", "CI-DME", "CRVO with ME", "BRVO with ME", "myopic CNV"]) if c.pt.age > 55 else \
        rng.choice(["CI-DME", "myopic CNV", "CI-DME"])
    d.add("Dx: ", dx, " ", eye, "\nProcedure: intravitreal injection of ", drug, " ", eye, "\n")
    d.add("Consent on file signed ", c.D(c.before(100, 900)), "; reviewed again today. Pt ", c.pt.ini(), " identified with name/DOB.\n")
    d.add("Time-out at %02d:%02d with " % (rng.randint(8, 16), rng.randint(0, 59)), Staff(rng, cred="COT").fl(), ", site marked.\n")
    d.t("Prep: proparacaine, lidocaine 3.5% gel, 5% povidone-iodine to lashes and fornix. Lid speculum. 30g needle 3.5 mm posterior to limbus "
        + rng.choice(["inferotemporally", "superotemporally"]) + ". Post-injection CF vision confirmed, IOP %d mmHg at 5 min.\n\n" % rng.randint(12, 32))
    d.t("INJECTION LOG (%s)\n" % eye)
    n = rng.randint(4, 9)
    dates = sorted([c.before(28 * (i + 1) + rng.randint(-4, 10), 28 * (i + 1) + 14) for i in range(n)])
    style = rng.choice(["pipe", "aligned"])
    if style == "pipe":
        d.t("| Date | Agent | VA | CST (um) | Interval |\n|---|---|---|---|---|\n")
    else:
        d.t("Date          Agent        VA      CST   Interval\n")
    for dd in dates:
        row = (rng.choice(["EYLEA", "Vabysmo", "Avastin", "Lucentis"]), rng.choice(VA[:10]), rng.randint(240, 520),
               "q%dw" % rng.choice([4, 5, 6, 8, 10, 12]))
        if style == "pipe":
            d.add("| ", c.D(dd), " | %s | %s | %d | %s |\n" % row)
        else:
            v = fdate(dd, c.ds)
            d.add(S(v, "DATE"), " " * max(1, 14 - len(v)), "%-12s %-7s %-5d %s\n" % row)
    if style == "pipe":
        d.add("| ", c.D(), " | today | ", rng.choice(VA[:10]), " | %d | extend |\n" % rng.randint(230, 400))
    else:
        v = fdate(c.visit, c.ds)
        d.add(S(v, "DATE"), " " * max(1, 14 - len(v)), "today        %-7s %-5d extend\n" % (rng.choice(VA[:10]), rng.randint(230, 400)))
    instructions(d, c, [x for x in INSTR if any(k in x for k in ['injection', 'Amsler', 'curtain', 'AREDS'])])
    d.add("\nNext injection ", c.D(c.after(28, 84), rng.choice(["wk_long", "abbr", "us"])), ". ",
          "Call ", S(c.site.phone, "PHONE"), " for pain, decreased vision, redness (endophthalmitis precautions). ")
    d.add("Transport: ", rng.choice(["driven by ", "accompanied by "]), c.pt.his(), " ", c.relation, " ", c.rel.fl(), ".\n")
    d.add("Drug acquired via ", S(rng.choice(["SightBridge Specialty Pharmacy", "Retina Rx Direct", "Coastal Specialty Rx"]), "HOSPITAL"),
          ", prior auth ", S("PA-" + digits(rng, 8), "IDNUM"), " valid through ", c.D(c.after(120, 300)), ".\n")
    signature(d, c, kind=rng.choice(["esign", "dictation"]))
    footer(d, c)
    return d


def dmv_form(c):
    rng = c.rng
    d = Doc()
    st = c.addr.state
    d.add("DEPARTMENT OF MOTOR VEHICLES - ", S(st.upper(), "STATE"), "\n")
    d.t("REPORT OF VISION EXAMINATION (Form DL-%d)\n\n" % rng.randint(40, 99))
    d.t("SECTION A - To be completed by applicant\n")
    d.add("Name (Last, First, MI): ", c.pt.LF(), "\n")
    d.add("Date of birth: ", c.DOB("us"), "      Sex: ", c.pt.sex, "\n")
    d.add("Driver license no.: ", S(dl(rng), "LICENSE"), "      Class: ", rng.choice(["C", "D", "A (CDL)", "B (CDL)", "M"]), "\n")
    d.add("Mailing address: ", c.addr.one_line(), "\n")
    d.add("Phone: ", S(c.ptphone, "PHONE"), "\n")
    d.add("Applicant signature: ________________   Date: ", c.D(None, "us"), "\n\n")
    d.t("SECTION B - To be completed by eye care professional\n")
    d.t("Visual acuity (best corrected): OD %s   OS %s   OU %s\n" % (rng.choice(VA[:9]), rng.choice(VA[:12]), rng.choice(VA[:6])))
    d.t("Horizontal field: OD %d deg  OS %d deg  (Esterman binocular: %d/120 points)\n" % (
        rng.randint(60, 90), rng.randint(60, 90), rng.randint(100, 120)))
    d.t("Color vision: %s   Corrective lenses required: %s\n" % (rng.choice(["normal", "red-green deficient", "not tested"]),
                                                                   rng.choice(["YES", "NO"])))
    d.t("Condition(s): %s\nIs condition progressive? %s   Recommend re-exam in: %s\n" % (
        ", ".join(rng.sample(CONDS, rng.randint(1, 2))), rng.choice(["Yes", "No"]), rng.choice(["6 months", "1 year", "2 years"])))
    d.add("Restrictions recommended: ", rng.choice(["daylight driving only", "corrective lenses", "none", "no freeway driving"]), "\n\n")
    d.add("Examiner: ", c.doc.fml(), ", ", c.doc.cred if rng.random() < 0.5 else "OD", "\n")
    d.add("License #: ", S(statelic(rng), "LICENSE"), "    Office: ", c.site.N(), "\n")
    d.add("Office address: ", c.site.addr.one_line(), "\nOffice phone: ", S(c.site.phone, "PHONE"), "\n")
    d.add("Date of exam: ", c.D(None, "us"), "\n\n")
    d.add("Clinic note (", c.D(None, "md"), "): ", c.pt.f(), " brought the form in person; ", rng.choice([
        "", ""]), c.job(), " and needs license renewed by ", c.D(c.after(10, 60), "long"),
          ". Copy scanned to chart, doc ID ", S("DOC" + digits(rng, 7), "IDNUM"), ".\n")
    return d


def cataract_letter(c):
    rng = c.rng
    d = Doc()
    surg = Staff(rng, cred="MD")
    if c.doc.cred != "OD" and rng.random() < 0.5:
        c.set_doc(Staff(rng, cred="OD"))
    asc = rng.choice(P.HOSP_PREFIX) + rng.choice([" Surgery Center", " Eye Surgery Center", " ASC", " Ambulatory Surgery Center"])
    d.add(c.site.N(), "\n", c.site.addr.two_line(), "\n", S(c.site.phone, "PHONE"), " (office)  ", S(c.site.fax, "FAX"), " (fax)\n\n")
    d.add(c.D(None, "long"), "\n\n", surg.dr(), "\n", S(asc, "HOSPITAL"), "\n\n")
    d.add("Re: ", c.pt.fl(), ", DOB ", c.DOB(), "\n\nDear ", surg.dr(), ",\n\n")
    d.add("I am referring ", c.pt.titled(), " for cataract surgery evaluation. This ", c.age_phrase(), " reports progressive glare and ",
          "difficulty with ", rng.choice(["night driving", "reading music at church", "seeing the TV", "golf"]), ". ",
          c.pt.he().capitalize(), " ", c.job(), " and relies on driving.\n\n")
    d.t("Findings today:\n")
    acuity_table(d, c, rng.choice(["pipe", "aligned"]))
    d.t("Glare testing (BAT, medium): OD %s  OS %s\n" % (rng.choice(VA[4:12]), rng.choice(VA[4:12])))
    d.t("IOLMaster 700: AL OD %.2f / OS %.2f mm; K1/K2 OD %.2f/%.2f\n" % (rng.uniform(22, 26), rng.uniform(22, 26), rng.uniform(42, 46), rng.uniform(42, 47)))
    d.add("Biometry file ", S("IOLM-" + digits(rng, 7), "IDNUM"), " transmitted to your office on ",
          c.D(None, "us"), ".\n\n")
    d.add(c.pt.his().capitalize(), " ", c.relation, ", ", c.rel.fl(), ", will provide transport (cell ", S(c.relphone, "PHONE"), "). ")
    d.add("Insurance: ", S(c.insurer, "ORGANIZATION"), ", ID ", S(c.member, "HEALTHPLAN"), ".\n\n")
    d.add("Tentative surgery date ", c.D(c.after(20, 80), rng.choice(["wk_long", "long"])), " (first eye) per your scheduler ",
          Person(rng, "DOCTOR").f(), ".\n")
    signature(d, c, kind="plain")
    return d


LAYOUTS = [(comprehensive, 4), (glasses_rx, 2), (injection, 3), (dmv_form, 1), (cataract_letter, 2)]


def make(rng):
    c = Ctx(rng, "ophthalmology", SPEC, min_age=16, max_age=95, cred_pool=["MD", "MD", "DO", "OD", "MD, PhD"])
    fns = [f for f, w in LAYOUTS for _ in range(w)]
    d = rng.choice(fns)(c)
    appendix(d, c)
    return d
