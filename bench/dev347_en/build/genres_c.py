"""Genres: booking/scheduling list, discharge letter."""
import pools as PL
import procs as PR
import blocks as B


def mini_patient(c):
    sx = c.ch("MF")
    return {"p": c.person(sx), "sex": sx, "age": c.r.randint(18, 95), "mrn": c.make_mrn(),
            "proc": c.ch(PR.PROCS)}


def g_booking(n, c):
    r = c.r
    day = c.proc_date
    n.l(c.ch(["IR DAILY LIST", "INTERVENTIONAL RADIOLOGY - THEATRE/ANGIO LIST", "IR Schedule", "IR WORKLIST (printed)"]),
        " - ", c.H(1), " - ", c.D(day, c.ch(["wdlong", "wd", "wdshort"])))
    n.l("Room ", ("LOCATION_OTHER", "1"), " (angio): ", c.Dr("ir_cons", c.ch(["L", "IL"])), " / ",
        c.Dr(c.ch(["ir_fellow", "ir_reg"]), c.ch(["L", "IL"])), "    Room ", ("LOCATION_OTHER", c.ch(["2", "3"])),
        " (CT/US): ", c.Dr("ir_reg", c.ch(["L", "IL"])))
    n.l("Radiographers: ", c.S("radiographer", c.ch(["F", "FL"])), ", ", c.S("sonographer", c.ch(["F", "FL"])),
        "   Nurses: ", c.S("ir_nurse", c.ch(["F", "FL"])), ", ", c.S("ir_cns", c.ch(["F", "FL"])),
        *(["   Anaesthetist: ", c.Dr("anaes"), " (AM)"] if c.pr(0.5) else []))
    n.l("")
    wide = c.pr(0.5)
    if wide:
        n.l("#  | Time  | Patient                   | ", B.mrn_label(c).ljust(9), " | Age/Sex | Procedure            | From              | Sed | Notes")
    else:
        n.l("Slot / time / patient / ID / procedure / from / notes")
    t = r.choice([8 * 60, 8 * 60 + 30, 9 * 60])
    rows = [None] + [mini_patient(c) for _ in range(r.randint(5, 10))]
    idx = r.randrange(1, len(rows))
    for i in range(1, len(rows)):
        if i == idx:
            pt = {"p": c.pt, "sex": c.sex, "age": c.age, "mrn": c.mrn, "proc": c.proc}
        else:
            pt = rows[i]
        nm = c.fmt_name(pt["p"], c.ch(["LFU", "LFU", "LF", "LFUU"]))
        src = c.ch(["ward", "ward", "OP", "DSU", "ED", "ext"])
        if wide:
            n.f(f"{i:<2} | {t // 60:02d}:{t % 60:02d} | ", ("PATIENT", nm), " " * max(1, 26 - len(nm)), "| ",
                ("MRN", pt["mrn"]), " " * max(1, 10 - len(pt["mrn"])), "| ", ("AGE", str(pt["age"])), pt["sex"], "     | ",
                pt["proc"]["short"].ljust(20)[:20], " | ")
        else:
            n.f(f"{i}. {t // 60:02d}:{t % 60:02d}  ", ("PATIENT", nm), "  ", ("MRN", pt["mrn"]), "  ",
                ("AGE", str(pt["age"])), c.ch(["", " "]), pt["sex"], "  ", pt["proc"]["short"], "  ")
        if src == "ward":
            n.f(("HOSPITAL", c.ch(c.C["wards"])), c.ch([" bed ", " b"]), ("LOCATION_OTHER", str(r.randint(1, 30))))
        elif src == "ext":
            n.f("ext: ", ("HOSPITAL", c.hospital()))
        else:
            n.f(src)
        n.f(" | " if wide else "  ", pt["proc"]["sed"].replace("LA + conscious sedation", "LA+CS") if wide else "", " | " if wide else "")
        k = r.random()
        if k < 0.12:
            n.f("interpreter (", c.ch(c.C["langs"]), ")")
        elif k < 0.22:
            n.f("transport: ", ("ORGANIZATION", c.ch(PL.TRANSPORT)), " p/u ", c.tm(6, 8))
        elif k < 0.32:
            n.f("parking permit reg ", c.plate())
        elif k < 0.42:
            n.f("call pt if running late ", ("PHONE", c.phone(c.ch(["mob", "land"]))))
        elif k < 0.5:
            n.f(c.ch(["daughter", "husband", "wife", "son"]), " ", ("FAMILY", c.fmt_name(c.person(c.ch("MF")), c.ch(["F", "FL"]))),
                " collecting")
        elif k < 0.58:
            n.f("INR on day; ", c.ch(["warfarin held", "bridging enox"]))
        elif k < 0.64:
            n.f("MRSA +ve - last on list")
        elif k < 0.7:
            n.f("from ", ("HOSPITAL", c.ch(PL.CARE_HOMES)), ", escort needed")
        elif k < 0.76:
            n.f("req ", c.idnum("req"))
        elif k < 0.82:
            n.f("diabetic - first on list; G&S ", *(["valid to ", c.D(c.days(r.randint(1, 3)), "short")] if c.pr(0.5) else ["sent"]))
        else:
            n.f(c.ch(["-", "GA - anaesthetic review", "latex allergy", "needs hoist", "BMI 46 - CT table limit checked",
                      "Parkinson's - meds on time"]))
        n.f("\n")
        t += r.choice([30, 45, 60, 60, 90])
    n.l("")
    if c.pr(0.5):
        ao = mini_patient(c)
        n.l("ADD-ON (emergency): ", ("PATIENT", c.fmt_name(ao["p"], c.ch(["LFU", "FL"]))), " ", ("AGE", str(ao["age"])),
            ao["sex"], ", ", ao["proc"]["short"], " from ", c.ch(["ED", "ICU", "HDU"]), "; accepted by ", c.Dr("ir_cons", "L"),
            " at ", c.tm(9, 15), ", acc ", c.idnum("acc"))
    if c.pr(0.4):
        n.l("CANCELLED: ", ("PATIENT", c.fmt_name(c.person(c.ch("MF")), "LFU")), " - ",
            c.ch(["INR 2.3", "unwell, pyrexial", "no consent - lacks capacity, family to be contacted", "DNA",
                  "plt 31, for transfusion"]), "; rebook ", c.D(c.wdays(r.randint(2, 14)), c.ch(["short", c.ds, "wdshort"])))
    n.l("List prepared by: ", c.S("clerk", c.ch(["FL", "IL"])), " (IR bookings) ext ", ("PHONE", c.phone("int")),
        *(["  email ", c.semail()] if c.pr(0.4) else []))
    n.l("Printed ", c.D(c.days(-1), c.ch(["iso", "num"])), " ", c.tm(14, 18), " by ", ("USERNAME", c.uname("clerk")),
        *([" on ", c.ip()] if c.pr(0.4) else []))
    n.l("Changes to the list must be phoned through to IR reception ", ("PHONE", c.phone("ext")), ".")


def g_discharge(n, c):
    p, r = c.proc, c.r
    dd = c.days(r.choice([0, 0, 1, 1, 2, 3, 5, 8]))
    B.hosp_header(n, c, dept=c.ch(["Department of Interventional Radiology", "Interventional Radiology Day Unit",
                                   "Radiology - IR Service"]))
    n.l("")
    n.l(c.D(dd, c.ch(["long", c.ds, "abbr2"])))
    n.l("")
    gp_addr = {"street": c.street(unit=False), "town": c.addr["town"], "region": c.addr["region"],
               "zip": c.zipcode(c.addr["region"]), "country": ""}
    n.l(c.Dr("gp", c.ch(["FL", "IL"])))
    n.l(("HOSPITAL", c.practice))
    n.l(c.addr_line(gp_addr, sep="\n"))
    n.l("")
    if c.pr(0.8):
        n.l(c.ch(["Dear Dr ", "Dear Dr. " if c.us else "Dear Dr "]), ("DOCTOR", c.fmt_name(c.staff["gp"], "L")), ",")
    else:
        n.l("Dear Colleague,")
    n.l("")
    n.f("Re: ", c.P(c.ch(["FL", "FML", "LFU"])), ", DOB ", c.D(c.dob), ", ")
    n.l(B.mrn_label(c), " ", ("MRN", c.mrn))
    if c.cc != "US" or c.pr(0.3):
        n.l("    ", B.id_label(c), " ", c.nat)
    n.l("    ", c.addr_line())
    n.l("")
    n.l(c.ch(["DISCHARGE SUMMARY - INTERVENTIONAL RADIOLOGY", "IR Day Case Discharge Letter", "Discharge letter"]))
    n.l("Admitted: ", c.D(c.days(-r.choice([0, 0, 1, 3])), c.ch([c.ds, "short"])), "   Discharged: ", c.D(dd, c.ch([c.ds, "short"])),
        *(["   Ward: ", ("HOSPITAL", c.ward)] if c.pr(0.6) else []))
    n.l("Consultant: ", c.Dr("ir_cons", "FL"), "   Referrer: ", c.Dr("referrer"))
    n.l("")
    art = "an" if str(c.age).startswith("8") or c.age in (11, 18) else "a"
    n.f("Thank you for ", c.ch(["referring", "looking after"]), " ", c.Pt(c.ch(["L", "FL"])) if c.pr(0.8) else c.P("F"),
        ", ", art, " ", c.A(), "-year-old ")
    if c.pr(0.5):
        n.f(("PROFESSION", c.prof))
    else:
        n.f("man" if c.sex == "M" else "woman")
    pname = p["name"][0].lower() + p["name"][1:] if p["name"][1].islower() else p["name"]
    n.f(" who attended for ", pname, " on ", c.D(c.proc_date, c.ch(["long", c.ds, "ord"])), ". ")
    n.f(c.ch(["The indication was ", "This was for "]), PR.indication(c), ".\n\n")
    n.l("Procedure: ", c.ch(p["tech"]))
    n.l("Result: ", c.ch(p["find"]))
    if p.get("implant"):
        n.l("Implanted device: ", p["implant"], " (serial ", c.device_sn(), "). Please record on the practice implant register.")
    if p.get("spec"):
        n.l("Histology (", c.idnum("spec"), ") ", c.ch(["is pending and will be discussed at the ", "has been requested; results to "]),
            p["mdt"] or "referring team", c.ch([" MDT.", "."]))
    n.l("")
    n.l("Advice on discharge:")
    for a in r.sample(p["after"], min(2, len(p["after"]))):
        n.l(" * ", a)
    n.l(" * No driving for ", c.ch(["24 hours", "48 hours", "1 week"]), " after sedation; no heavy lifting for 1 week.")
    if c.pr(0.3):
        n.l(" * ", c.Pt("L"), " asked about flying to ", ("COUNTRY", c.ch(PL.TRAVEL)), " in ",
            c.D(c.days(r.randint(20, 90)), "mon"), " - we advised waiting 2 weeks.")
    if p.get("drain"):
        n.l(" * District nurses (", ("HOSPITAL", c.ch(c.C["towns"])[0] + " Community Nursing"), ") will review the drain; bags from ",
            ("HOSPITAL", c.ch(PL.PHARMACIES)), ".")
    if c.pr(0.2):
        n.l(" * Parking: car reg ", c.plate(), " validated for free parking at the follow-up visit.")
    n.l("")
    fu = c.wdays(r.choice([14, 28, 42, 90]))
    n.l("Follow-up: ", c.ch(["IR clinic", "repeat imaging"] + (["drain review"] if p.get("drain") else []) +
                            (["line review"] if p["cat"] == "line" else [])), " on ",
        c.D(fu, c.ch(["wdlong", c.ds, "long"])), *(["; appointment ref ", c.idnum("book")] if c.pr(0.3) else
                                                   [c.ch(["", " (letter to follow)"])]))
    n.l("If concerns, the patient can contact the IR nurses on ", ("PHONE", c.phone(c.ch(["land", "ext"]))),
        *([" or ", c.semail()] if c.pr(0.4) else []), ".")
    if c.pr(0.3):
        n.l("Patient information is also available at ", c.url("info"), ".")
    n.l("")
    n.l("Yours sincerely,")
    n.l("")
    signer = c.ch(["ir_cons", "ir_cons", "ir_reg"])
    n.l(c.Dr(signer, "FL"))
    if signer == "ir_cons":
        n.l(c.ch(["Attending Interventional Radiologist", "Interventional Radiologist"]) if c.cc in ("US", "CA")
            else "Consultant Interventional Radiologist")
    else:
        n.l(c.ch(["IR Fellow, on behalf of the IR team", "Radiology Resident"]) if c.cc in ("US", "CA")
            else "IR Registrar, on behalf of the IR team")
    if c.pr(0.6):
        n.l(c.LIC(signer))
    if c.pr(0.5):
        n.l("Typed by ", c.S("typist", c.ch(["FL", "ini"])), " ", c.D(c.days(r.choice([1, 2, 4])), "num"))
    n.l("cc: ", c.Pt(c.ch(["FL", "L"])), ", ", ("STREET", c.addr["street"]), ", ", ("CITY", c.addr["town"]))
    if c.pr(0.5):
        n.l("cc: ", c.Dr("referrer"), ", ", c.H(2))
