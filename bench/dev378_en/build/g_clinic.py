"""Genres: glaucoma clinic letter, virtual glaucoma clinic review, visual field and OCT report."""
import blocks as B
import pools
from clinical import Clin, add_months
from core import art, slug


def _pron(x):
    return ("he", "his", "him") if x.pt.sex == "M" else ("she", "her", "her")


def _social(n, x, c):
    """Occupation / family sentence; profession and employer as PHI."""
    he, his, _ = _pron(x)
    r = x.rng.random()
    if r < 0.75:
        r = 0.1 if x.retired else 0.5
    if r < 0.4:
        n.t(" %s is a retired " % he.capitalize())
        n.p("PROFESSION", x.prof)
        n.t(".")
    elif r < 0.75:
        n.t(" %s works as %s " % (he.capitalize(), art(x.prof)))
        n.p("PROFESSION", x.prof)
        n.t(x.pick([" for ", " at ", " with "]))
        n.p("ORGANIZATION", x.employer)
        n.t(".")
    else:
        n.t(" %s attended with %s %s " % (he.capitalize(), his, x.rel))
        n.p("FAMILY", x.fam.full() if x.chance(0.5) else x.fam.first)
        k = x.rng.randint(0, 3)
        if k == 0:
            n.t(" (a retired ")
            n.p("PROFESSION", x.pick(["pharmacist", "district nurse", "optician", "chemist", "teacher"]))
            n.t(").")
        else:
            n.t([".", ", who helps with the drops.", ", who drives %s to appointments." % _pron(x)[2]][k - 1])


def clinic_letter(n, x):
    c = Clin(x)
    rng = x.rng
    he, his, him = _pron(x)
    us = x.c in ("US", "CA")
    B.letterhead(n, x)
    variant = rng.choice(["gp", "gp", "patient"] if not us else ["us", "us", "gp"])
    prev = x.days(x.visit, -400, -120)
    typed = x.days(x.visit, 1, 9)
    if variant != "us":
        n.t("Our ref: ")
        B.initials_ref(n, x)
        n.t("      Clinic date: ")
        n.p("DATE", x.date(x.visit))
        n.t("\nDictated: ")
        n.p("DATE", x.date(x.visit, "num"))
        n.t("   Typed: ")
        n.p("DATE", x.date(typed, "num"))
        n.t("\n\n")
    else:
        n.p("DATE", x.date(x.days(x.visit, 0, 3), "long"))
        n.t("\n\n")
    if variant == "patient":
        n.t(x.pick(["PRIVATE AND CONFIDENTIAL\n", ""]))
        B.name(n, x, x.pt, "PATIENT", "tf")
        n.t("\n")
        n.add(x.addr_pieces(x.addr, sep="\n"))
        n.t("\n\nDear ")
        B.name(n, x, x.pt, "PATIENT", "tl")
        n.t(",\n\n")
    else:
        B.gp_block(n, x)
    n.t(x.pick(["Re: ", "RE: ", "Patient: "]))
    B.name(n, x, x.pt, "PATIENT", x.pick(["tf", "FL", "LF"]))
    n.t(x.pick([", DOB ", "   DOB: ", "  D.O.B. "]))
    n.p("DATE", x.date(x.dob, "num"))
    ml, mv = x.mrn()
    hl, hv = x.healthplan()
    n.t("\n%s: " % ml)
    n.p("MRN", mv)
    n.t("   %s: " % hl)
    n.p("HEALTHPLAN", hv)
    if variant == "us" and x.c == "US" and x.chance(0.7):
        n.t("\nInsurance: ")
        n.p("ORGANIZATION", x.pick(pools.INSURERS["US"]))
        n.t("  Group #")
        n.p("HEALTHPLAN", "GRP-" + x.account()[-6:])
    if variant != "patient":
        n.t("\n")
        n.add(x.addr_pieces(x.addr))
    n.t("\n\n")
    if variant == "gp":
        n.t("Dear ")
        B.doc(n, x, x.gp, "tl", title=x.dr())
        n.t(",\n\n")
    elif variant == "us":
        n.t("Dear ")
        B.doc(n, x, x.gp, "tl", title="Dr.")
        n.t(":\n\n")
    n.t("Diagnosis:\n1. " + c.dx_line() + "\n")
    if rng.random() < 0.5:
        n.t("2. " + x.pick(["Pseudophakia both eyes", "Dry eye / MGD", "Early cataract",
                            "Previous SLT %s" % c.e(c.lat), "Myopia -6.00 DS", "Fuchs endothelial dystrophy"]) + "\n")
    if rng.random() < 0.4:
        n.t("(%s)\n" % c.code())
    n.t("\nCurrent treatment:\n")
    c.drops_list(n)
    n.t("\nFindings today:\n")
    c.table(n)
    n.t("\n")
    if variant == "patient":
        n.t("Thank you for coming to see us in the glaucoma clinic on ")
        n.p("DATE", x.date(x.visit, "long"))
        n.t(". I am writing to you directly, with a copy to your %s, to explain what we found." % B.GP_WORD[x.c])
        n.t(" Your eye pressures were %d in the right eye and %d in the left (we aim for below %d)." % (
            c.iop["R"], c.iop["L"], c.target))
    else:
        n.t(x.pick(["I reviewed ", "I saw ", "Many thanks for asking us to see ", "We reviewed "]))
        B.name(n, x, x.pt, "PATIENT", "tl")
        n.t(" in the %s today%s" % (x.pick(["glaucoma clinic", "glaucoma service", "eye clinic"]),
                                   x.pick([" together with ", " with ", ". %s was seen by " % he.capitalize()])))
        B.doc(n, x, x.reg, x.pick(["full", "tl"]), title=x.dr())
        n.t(" (%s). " % x.pick(B.JUNIOR_ROLE[x.c]))
        n.t("%s is a " % he.capitalize())
        n.p("AGE", str(x.age))
        n.t("-year-old with %s." % c.dx)
        _social(n, x, c)
        if rng.random() < 0.2:
            n.t(" %s moved here from " % he.capitalize())
            B.abroad(n, x)
            n.t(" in ")
            n.p("DATE", str(x.rng.randint(x.dob.year + 18, x.visit.year - 2)))
            n.t(x.pick([" and had been on drops there.", " - previous records requested.", "."]))
    n.t("\n\n")
    c.history(n, since=x.days(x.visit, -3000, -400))
    n.t("\n\n")
    c.vf(n, detail=rng.random() < 0.4)
    n.t(" ")
    c.oct(n)
    n.t(" ")
    c.disc(n)
    c.neg(n, "exam", rng.randint(1, 2))
    n.t("\n\nPrevious IOPs (%s) on " % c.iop_pair(prev=True))
    n.p("DATE", x.date(prev))
    n.t(". ")
    if c.stable:
        n.t(x.pick(["Overall this looks stable", "I am reassured that things are stable",
                    "No evidence of progression"]) + " and I have not changed treatment.")
    else:
        n.t(x.pick(["Unfortunately there is evidence of progression", "The IOP is above target",
                    "The fields show progression on GPA"]) + " so we discussed escalating treatment.")
    n.t("\n\nPlan:\n")
    c.plan(n)
    fu = add_months(x.visit, rng.choice([3, 4, 6, 6, 9, 12]))
    n.t(x.pick(["Follow-up in the glaucoma clinic on ", "Next appointment: ", "Review booked for "]))
    n.p("DATE", x.date(fu, x.pick([None, "wk", "long"])))
    n.t(".\n\n")
    if variant == "us":
        n.t("Electronically signed by ")
        n.p("DOCTOR", x.cons.full())
        n.t(", MD on ")
        n.p("DATE", x.date(x.days(x.visit, 0, 2), "num"))
        n.t(" %02d:%02d\n" % (rng.randint(8, 18), rng.randint(0, 59)))
        lab, val = x.doc_licence()
        n.t("%s: " % lab)
        n.p("LICENSE", val)
        n.t("\n")
    else:
        B.signature(n, x, title=x.surgeon_title(x.cons) if x.chance(0.4) else None)
    n.t("\ncc: ")
    if variant == "patient":
        B.doc(n, x, x.gp, "full", title=x.dr())
        n.t(", ")
        n.p("HOSPITAL", x.practice)
    else:
        B.name(n, x, x.pt, "PATIENT", x.pick(["tl", "tf"]))
        n.t(" (patient)")
    if rng.random() < 0.7:
        n.t("\ncc: ")
        B.optom_block(n, x, sep=", ")
    if rng.random() < 0.3:
        n.t("\nTel for appointments: ")
        n.p("PHONE", x.phone(ext=True, reg=x.hosp_addr["region"]))
    if variant != "us":
        n.t("\nTyped by ")
        n.p("DOCTOR", x.sec.inits(dots=False).lower())
        n.t(" on ")
        n.p("DATE", x.date(typed, "num"))
    n.t("\n")


def virtual_review(n, x):
    c = Clin(x)
    rng = x.rng
    cap = x.days(x.visit, -21, -3)
    n.t(x.pick(["VIRTUAL GLAUCOMA CLINIC - CONSULTANT REVIEW\n", "Glaucoma Virtual Review (image-based)\n",
                "VGC OUTCOME FORM\n", "Asynchronous glaucoma review\n"]))
    n.p("HOSPITAL", x.hosp)
    n.t(" - %s\n\n" % x.pick(["Glaucoma Service", "Ophthalmology", "Virtual Clinics"]))
    n.t("Data capture site: ")
    n.p("HOSPITAL", x.hub)
    if rng.random() < 0.6:
        n.t(", room ")
        n.p("LOCATION_OTHER", str(rng.randint(1, 14)) + x.pick(["", "", "A", "B"]))
    n.t("\nDate of capture: ")
    n.p("DATE", x.date(cap))
    n.t("   Technician: ")
    n.p("DOCTOR", x.tech.full() if x.chance(0.6) else x.tech.finit())
    n.t(" (%s)\n" % x.pick(["ophthalmic imaging tech", "HCA", "optometrist", "orthoptist", "COA"]))
    B.banner(n, x)
    n.t("Pathway: %s\n" % x.pick(["stable OHT monitoring", "stable glaucoma monitoring (low risk)",
                                  "new referral - refinement", "post-SLT 3 month review", "GS monitoring"]))
    if rng.random() < 0.5:
        n.t("Referred by: ")
        n.p("DOCTOR", x.optom.full())
        n.t(", ")
        n.p("HOSPITAL", x.optom_practice)
        ol, ov = x.optom_licence()
        n.t(" (%s " % ol)
        n.p("LICENSE", ov)
        n.t(")\n")
    n.t("\nDATA COLLECTED\n")
    n.t("VA: %s %s  %s %s\n" % (c.e("R"), c.va_s("R"), c.e("L"), c.va_s("L")))
    tono = x.pick(["iCare IC200", "GAT", "Tono-Pen AVIA", "iCare ic100", "Pulsair NCT"])
    n.t("IOP (%s): %s mmHg at %02d:%02d" % (tono, c.iop_pair(), rng.randint(8, 17), rng.randint(0, 59)))
    if "iCare" in tono and rng.random() < 0.6:
        n.t(", device SN ")
        n.p("DEVICE", x.device_sn("tono"))
    n.t("\nCCT: %d / %d um\n" % (c.cct["R"], c.cct["L"]))
    n.t("Van Herick: %d / %d\n" % (c.vh, c.vh))
    n.t("HFA 24-2 test ref ")
    n.p("IDNUM", x.idnum("VF"))
    n.t("; OCT scan ref ")
    n.p("IDNUM", x.idnum("OCT-"))
    n.t("\nDisc photos: %s\n\n" % x.pick(["Topcon NW400 colour", "Optos California", "Zeiss Visucam", "not obtained (small pupils)"]))
    n.t("REVIEW\n")
    c.vf(n)
    n.t("\n")
    c.oct(n)
    n.t("\n")
    c.disc(n)
    n.t("\nPrevious IOP %s (" % c.iop_pair(prev=True))
    n.p("DATE", x.date(x.days(cap, -420, -150), x.pick(["my", None])))
    n.t(").")
    c.neg(n, "exam", 1)
    n.t("\n\nOUTCOME: ")
    if c.stable:
        n.t(x.pick(["Stable - rebook VGC 12/12", "Stable - continue virtual pathway, 6 months",
                    "Stable - discharge to community shared care"]))
    else:
        n.t(x.pick(["Not stable - convert to face-to-face appointment within 4 weeks",
                    "IOP above target - F2F with consultant", "Possible progression - repeat fields 3/12 then F2F"]))
    n.t("\nTreatment: %s\n" % c.drops_inline())
    n.t("Reviewed by: ")
    n.p("DOCTOR", x.cons.full())
    n.t(" (user ")
    n.p("USERNAME", x.username(x.cons))
    n.t(") on ")
    n.p("DATE", x.date(x.days(cap, 2, 14), "num"))
    n.t(" %02d:%02d\n" % (rng.randint(7, 19), rng.randint(0, 59)))
    if rng.random() < 0.4:
        n.t("Images pushed from FORUM workstation ")
        n.p("IPADDR", x.ip())
        n.t("\n")
    if rng.random() < 0.5:
        n.t("Outcome letter to patient at ")
        n.add(x.addr_pieces(x.addr))
        n.t(" and ")
        n.p("HOSPITAL", x.practice)
        n.t("\n")
    if rng.random() < 0.35:
        n.t("Patient contact mobile ")
        n.p("PHONE", x.phone("mobile"))
        n.t(" - SMS reminder consent Y\n")
    n.t("%s: " % B.GP_WORD[x.c].upper())
    B.doc(n, x, x.gp, "full", title=x.dr())
    n.t(", ")
    n.p("HOSPITAL", x.practice)
    n.t("\nNext data capture due: ")
    n.p("DATE", x.date(add_months(cap, x.pick([4, 6, 6, 12, 12])), x.pick(["my", None])))
    bk = rng.randint(0, 1)
    n.t([" (booked by ", " - booking clerk "][bk])
    n.p("DOCTOR", x.sec.finit() if x.chance(0.5) else x.sec.first)
    n.t([")", ""][bk] + "\n")
    if rng.random() < 0.45:
        n.t("Encounter no. ")
        n.p("ACCOUNT", x.account())
        n.t("\n")


def vf_oct_report(n, x):
    c = Clin(x)
    rng = x.rng
    eye = x.pick(["R", "L"])
    td = x.visit
    n.t(x.pick(["HUMPHREY FIELD ANALYZER 3", "Humphrey Field Analyzer HFA II-i", "HFA3 Single Field Analysis"]))
    n.t("   SN ")
    n.p("DEVICE", x.device_sn("hfa"))
    n.t("\n")
    n.p("HOSPITAL", x.pick([x.hosp, x.hub]))
    n.t(" - %s\n\n" % x.pick(["Visual Fields Lab", "Diagnostics", "Eye Imaging", "Glaucoma Diagnostics Suite"]))
    n.t("Central %s Threshold Test\n" % x.pick(["24-2", "24-2", "10-2", "30-2"]))
    n.t("Name: ")
    B.name(n, x, x.pt, "PATIENT", x.pick(["LFU", "LF"]))
    n.t("\nID: ")
    n.p("MRN", x.mrn()[1])
    n.t("      DOB: ")
    n.p("DATE", x.date(x.dob, "num"))
    n.t("\nEye: %s   Age: " % ("Right" if eye == "R" else "Left"))
    n.p("AGE", str(x.age))
    n.t("   Gender: %s\n" % ("Male" if x.pt.sex == "M" else "Female"))
    n.t("Date: ")
    n.p("DATE", x.date(td, "num"))
    hh = rng.randint(8, 17)
    n.t("   Time: %d:%02d %s\n" % (hh if hh <= 12 else hh - 12, rng.randint(0, 59), "AM" if hh < 12 else "PM"))
    n.t("Fixation Monitor: Gaze/Blind Spot   Stimulus: III, White   Background: 31.5 ASB\n")
    n.t("Strategy: %s   Pupil Diameter: %.1f mm\n" % (x.pick(["SITA Standard", "SITA Fast", "SITA Faster"]),
                                                        rng.uniform(2.4, 5.5)))
    n.t("Fixation Losses: %d/%d   False POS Errors: %d%%   False NEG Errors: %d%%\n" % (
        rng.randint(0, 5), rng.randint(12, 20), rng.randint(0, 15), rng.randint(0, 12)))
    n.t("Test Duration: %02d:%02d   Fovea: %d dB   Visual Acuity: %s\n" % (
        rng.randint(2, 7), rng.randint(0, 59), rng.randint(28, 38), c.va_s(eye)))
    n.t("RX: %+.2f DS %+.2f DC X %d\n\n" % (rng.choice([-3, -1.5, 0.5, 1.25, 2.5, 3]),
                                            rng.choice([-0.5, -0.75, -1.0, 0.0]), rng.choice([90, 180, 10, 175])))
    n.t("GHT: %s\nVFI: %d%%\nMD: %+.2f dB P < %s\nPSD: %.2f dB P < %s\n" % (
        x.pick(["Outside Normal Limits", "Borderline", "Within Normal Limits"]), c.vfi[eye], c.md[eye],
        x.pick(["0.5%", "1%", "2%", "5%"]), c.psd[eye], x.pick(["0.5%", "1%", "2%", "5%"])))
    n.t("Operator: ")
    n.p("DOCTOR", x.tech.inits(dots=False) if x.chance(0.5) else x.tech.full())
    n.t("    Accession: ")
    n.p("IDNUM", x.idnum(x.pick(["A", "VF-", ""])))
    n.t("\n\n")
    dev = x.pick(["CIRRUS HD-OCT 5000", "SPECTRALIS OCT (Heidelberg Engineering)", "Topcon Maestro2"])
    n.t("%s   SN " % dev)
    n.p("DEVICE", x.device_sn("oct"))
    n.t("   Software %d.%d.%d\n" % (rng.randint(6, 12), rng.randint(0, 9), rng.randint(0, 40)))
    n.t("ONH and RNFL OU Analysis: Optic Disc Cube 200x200   Exam date: ")
    n.p("DATE", x.date(td, "num"))
    n.t("\nSignal Strength: %d/10 (OD) %d/10 (OS)\n" % (rng.randint(6, 10), rng.randint(5, 10)))
    n.t("                       OD        OS\n")
    rows = [("Average RNFL (um)", c.rnfl["R"], c.rnfl["L"]), ("RNFL Symmetry (%)", rng.randint(70, 95), ""),
            ("Rim Area (mm2)", round(rng.uniform(0.7, 1.5), 2), round(rng.uniform(0.6, 1.5), 2)),
            ("Disc Area (mm2)", round(rng.uniform(1.5, 2.4), 2), round(rng.uniform(1.5, 2.4), 2)),
            ("Vertical C/D", c.cdr["R"], c.cdr["L"]),
            ("Cup Volume (mm3)", round(rng.uniform(0.05, 0.6), 3), round(rng.uniform(0.05, 0.6), 3))]
    for a, b, d in rows:
        n.t("%s%s%s\n" % (a.ljust(23), str(b).ljust(10), d))
    n.t("Quadrants TSNI OD: %d/%d/%d/%d   OS: %d/%d/%d/%d\n\n" % tuple(rng.randint(40, 140) for _ in range(8)))
    if rng.random() < 0.75:
        n.t("Exported to PACS by ")
        n.p("USERNAME", x.username(x.tech))
        n.t(" from ")
        n.p("IPADDR", x.ip())
        n.t(" on ")
        n.p("DATE", x.date(td, "num"))
        n.t("\n")
    n.t("Order no. ")
    n.p("IDNUM", x.idnum("ORD"))
    if rng.random() < 0.5:
        n.t("   Visit no. ")
        n.p("ACCOUNT", x.account())
    n.t("\n\nINTERPRETATION: ")
    n.t(x.pick(["Reliable field. ", "Borderline reliability (high FP). ", "Reliable. "]))
    n.t("%s eye: %s. " % ("Right" if eye == "R" else "Left",
                          x.pick(["superior arcuate scotoma corresponding to inferior RNFL thinning",
                                  "nasal step with matching superotemporal RNFL loss",
                                  "generalised depression, likely media (cataract)",
                                  "no glaucomatous defect", "paracentral loss within 10 degrees - request 10-2"])))
    n.t("Compared with baseline of ")
    n.p("DATE", x.date(x.days(td, -1500, -365), x.pick(["my", "num"])))
    n.t(": %s." % x.pick(["GPA possible progression", "no progression", "likely progression (3 points, 3 tests)",
                          "stable"]))
    c.neg(n, "code", 1)
    n.t("\nReported by ")
    B.doc(n, x, x.cons, x.pick(["full", "tl"]), title=x.dr() if x.chance(0.5) else None)
    n.t(x.pick([", Glaucoma Consultant", ", Consultant Ophthalmologist", ", MD", ""]))
    n.t(" on ")
    n.p("DATE", x.date(x.days(td, 0, 10)))
    n.t("\n")
    if rng.random() < 0.4:
        n.t("Copy to referring optometrist ")
        n.p("DOCTOR", x.optom.full())
        n.t(" (")
        n.p("EMAIL", x.email(x.optom, domain="%s.example.com" % slug(x.optom_practice.split()[0])))
        n.t(")\n")
