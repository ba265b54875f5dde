"""Genres: oncology ward census, chemotherapy day-unit list, bed request/transfer log,
neutropenic sepsis log."""
import datetime

import pools_clin as PC
import pools_places as PP
from core import pad_segs, segs_text


def _row(d, cells, widths, sep=None):
    """Write one table row: cells are segment lists."""
    for i, cell in enumerate(cells):
        if sep is not None:
            d.seg(cell)
            if i < len(cells) - 1:
                d.t(sep)
        elif i < len(cells) - 1:
            d.seg(pad_segs(cell, widths[i]))
        else:
            d.seg(cell)
    d.nl()


def _plain(s):
    return [(s, None)]


def _hdr_cell(s):
    return [(s, None)]


def census(c, d):
    r = c.r
    style = c.ch(["space", "space", "pipe", "csv"])
    hosp, ward = c.hosp, c.ward
    n = c.ri(7, 14)
    nic = c.staff("rn", fresh=True)
    cons = [c.staff("cons", fresh=True) for _ in range(c.ri(2, 4))]
    if style == "csv":
        d.t("# census export ").seg([(ward, "HOSPITAL")]).t(" ").seg([(hosp, "HOSPITAL")]).t(" run ")
        d.seg(c.dt(c.base, "iso")).t(" " + c.time() + "\n")
        d.t("bed,ur,surname,given,age,sex,cons,diagnosis,los,edd,alerts\n")
    else:
        d.t(c.ch(["", "*** "])).seg([(hosp.upper() if c.p(0.5) else hosp, "HOSPITAL")])
        d.t(" - " + c.ch(["MEDICAL ONCOLOGY / HAEMATOLOGY", "Cancer Services", "Haem/Onc inpatients",
                          "ONCOLOGY & PALLIATIVE CARE"]) + "\n")
        d.seg([(ward, "HOSPITAL")]).t(c.ch([" census  |  ", " - patient list - ", " bed state "]))
        d.seg(c.dt(c.base, c.ch([None, "wd_full", "wd_dm"]))).t("  " + c.time() + "\n")
        d.t(c.ch(["Nurse in charge: ", "NIC ", "Shift coordinator: "])).seg(c.doc(nic, c.ch(["fl_cred", "fl", "il"])))
        d.t("  " + c.ch(["ph ", "ext ", "DECT "])).p(c.phone("ext" if c.p(0.6) else "pager"), "PHONE")
        d.t("   Teams: " + ", ".join(["%s" % t for t in ["Onc A", "Onc B", "Haem", "Pall"][:len(cons)]]) + " (")
        for i, cs in enumerate(cons):
            if i:
                d.t("; ")
            d.seg(c.doc(cs, c.ch(["dr_l", "il", "l"])))
        d.t(")\n\n")
    widths = [6, 10, 24, 7, 12, 46, 5, 8]
    heads = ["Bed", c.ch(["UR", "MRN", "Hosp no"]) if c.c != "NZ" else "NHI", "Patient", "Age", "Cons",
             "Diagnosis / plan", "LOS", "EDD"]
    if style == "space":
        _row(d, [_hdr_cell(h) for h in heads], widths)
        d.t("-" * 118 + "\n")
    elif style == "pipe":
        d.t("| " + " | ".join(heads) + " |\n|" + "---|" * len(heads) + "\n")
    used_beds = []
    for i in range(n):
        pt = c.patient()
        bed = c.bed()
        while bed in used_beds:
            bed = c.bed()
        used_beds.append(bed)
        dx = c.dx(pt)
        cs = c.ch(cons)
        pid = pt.nid if (c.c == "NZ" and pt.nid) else pt.mrn
        plan = dx[1] + "; " + c.ch([
            c.ch(dx[2]) + " C%dD%d" % (c.ri(1, 6), c.ri(1, 21)), "D%d post %s" % (c.ri(1, 30), c.ch(dx[2])),
            c.ch(PC.HAEM_LABS) + ", " + c.ch(PC.HAEM_LABS), "for palliative care r/v", "FN on " + c.ch(PC.ANTIBIOTICS)[:16],
            "symptom control, " + c.ch(PC.SCORES), "awaiting hospice bed", c.eponym(dx),
            "NFR, comfort focus", "MET call o/n - stable", "for MDM Thurs", "PICC insertion today"])
        edd_d = c.day(0, 9)
        los = str(c.ri(1, 34))
        agecell = c.age(pt.age, pt.sex, c.ch(["sexcat", "sexsp", "bare"])) if style != "csv" else c.age(pt.age, None, "bare")
        if style == "csv":
            dx_cell = '"' + plan.replace('"', "'") + '"'
            sx = pt.sex
            d.p(bed, "LOCATION_OTHER").t(",").p(pid, "MRN").t(",").p(pt.last.upper(), "PATIENT").t(",")
            d.p(pt.first, "PATIENT").t(",").seg(agecell).t("," + sx + ",").p(cs.last, "DOCTOR")
            d.t("," + dx_cell + "," + los + ",")
            if c.p(0.8):
                d.seg(c.dt(edd_d, "iso"))
            d.t("," + c.ch(["", "", "MRO", "falls", "NFR", "allergy", "interpreter", "ARP"]) + "\n")
            continue
        cells_tail = c.p(0.15)
        if cells_tail:
            fam = c.family(pt)
            plan = plan + "; " + fam.extra["rel"] + " "
        name = c.pt(pt, c.ch(["LF", "lf", "LFU", "fl"]))
        edd = c.dt(edd_d, c.ch(["dm", "d_m", "dm", None])) if c.p(0.8) else _plain(c.ch(["TBC", "?", "-"]))
        plan_segs = [(plan, None)]
        if cells_tail:
            plan_segs += [(fam.first, "FAMILY"), (" ", None), (c.phone("mob"), "PHONE")]
        cells = [[(bed, "LOCATION_OTHER")], [(pid, "MRN")], name, agecell,
                 c.doc(cs, c.ch(["l", "l", "init"])), plan_segs, _plain(los), edd]
        if style == "pipe":
            d.t("| ")
            _row(d, cells, widths, sep=" | ")
            d.buf[-1] = " |\n"
            d.n += 2
        else:
            _row(d, cells, widths)
    if style != "csv":
        d.nl()
        if c.p(0.7):
            d.t(c.ch(["Outliers:", "OUTLIERS", "Patients on other wards:"]) + "\n")
            for _ in range(c.ri(1, 3)):
                pt = c.patient()
                ow = c.ch([w for w in PP.WARDS[c.c] if w != ward])
                d.t("- ").seg(c.pt(pt, c.ch(["LF", "fl", "tl"]))).t(" (").p(pt.mrn, "MRN").t(") ")
                d.seg([(ow, "HOSPITAL")]).t(c.ch([" bed ", " rm ", " - bed "])).p(c.bed(), "LOCATION_OTHER")
                d.t(" - " + c.dx(pt)[1] + "\n")
        if c.p(0.6):
            pt = c.patient()
            d.t(c.ch(["Pending admission: ", "Expected from ED: ", "Incoming: "])).seg(c.pt(pt, "fl")).t(", ")
            d.seg(c.age(pt.age, pt.sex)).t(", " + c.ch(["FN", "hypercalcaemia", "SVCO", "MSCC ?T10", "pain crisis"]))
            d.t(" via ").seg([(c.hospital() if c.p(0.5) else hosp, "HOSPITAL")]).t(" ED\n")
        if c.p(0.4):
            d.t("Discharges today: beds ")
            for j in range(c.ri(1, 3)):
                if j:
                    d.t(", ")
                d.p(c.ch(used_beds), "LOCATION_OTHER")
            d.t(c.ch([" (scripts done)", " - transport booked", ""]) + "\n")
        d.t(c.ch(["Printed by ", "Generated by ", "User: "])).p(c.username(c.staff("rn")), "USERNAME")
        suffix = c.ch(["", " on WS ", " from "])
        d.t(" at " + c.time() + suffix)
        if suffix:
            d.p(c.ip(), "IPADDR")
        d.nl()


def chemo_day(c, d):
    style = c.ch(["pipe", "space", "tsv"])
    unit = c.ch(PP.DAY_UNITS[c.c])
    num = c.staff("rn", fresh=True)
    pharm = c.staff("pharm", fresh=True)
    d.seg([(unit, "HOSPITAL")]).t(c.ch([", ", " @ ", " - "])).seg([(c.hosp, "HOSPITAL")]).t("\n")
    d.t(c.ch(["Chair list for ", "Daily treatment schedule ", "DAY UNIT BOOKINGS "]))
    d.seg(c.dt(c.base, c.ch([None, "wd_full", "wd_short"]))).t("\n")
    d.t("NUM: ").seg(c.doc(num, c.ch(["fl", "fl_cred"]))).t(" | Pharmacy: ").seg(c.doc(pharm, c.ch(["fl", "il"])))
    d.t(" | " + c.ch(["cut-off for scripts 09:30", "aseptic slots 10:00/13:00", "isolator 2 down for service"]))
    d.t("\nTriage line ").p(c.phone("land"), "PHONE").t(c.ch([" (24 h)", " after hours", ""]) + "\n\n")
    nurses = [c.staff("rn", fresh=True) for _ in range(c.ri(3, 5))]
    heads = ["Chair", "Appt", "Patient", "MRN", "DOB", "Regimen", "C/D", "RN", "Order", "Comments"]
    widths = [6, 6, 24, 11, 11, 30, 7, 4, 12]
    if style == "tsv":
        d.t("\t".join(heads) + "\n")
    elif style == "pipe":
        d.t("| " + " | ".join(heads) + " |\n" + "|---" * len(heads) + "|\n")
    else:
        _row(d, [_plain(h) for h in heads], widths)
    n = c.ri(8, 16)
    t0 = c.ri(8, 9) * 60
    for i in range(n):
        pt = c.patient(20, 88)
        reg, cyc = c.ch(PC.CHEMO_DAY_REGIMENS)
        cd = ("C%dD%d" % (c.ri(1, 8), c.ch([1, 1, 8, 15]))) if cyc else "-"
        t0 += c.ch([0, 15, 30, 30, 45])
        appt = "%02d:%02d" % (t0 // 60 % 24, t0 % 60)
        chair = c.ch([str(c.ri(1, 18)), "R" + str(c.ri(1, 6)), "B" + str(c.ri(1, 4)), "C" + str(c.ri(1, 20))])
        note = c.ch(PC.CHEMO_NOTES)
        com = [(note, None)]
        if c.p(0.12):
            com += [("; call mob ", None), (c.phone("mob"), "PHONE")]
        elif c.p(0.08):
            com += [("; transport: ", None), (c.ch(PP.TRANSPORT[c.c]), "ORGANIZATION")]
        elif c.p(0.08):
            fam = c.family(pt)
            com += [("; with " + fam.extra["rel"] + " ", None), (fam.first, "FAMILY")]
        cells = [[(chair, "LOCATION_OTHER")], _plain(appt), c.pt(pt, c.ch(["LF", "lf", "fl", "LFU"])),
                 [(pt.mrn, "MRN")], c.dt(pt.dob, c.ch(["dmy4", "dmy4", "dmy2"])), _plain(reg), _plain(cd),
                 c.doc(c.ch(nurses), "init"),
                 [(c.idnum("order"), "IDNUM")] if cyc else _plain("n/a"), com]
        if style == "tsv":
            _row(d, cells, None, sep="\t")
        elif style == "pipe":
            d.t("| ")
            _row(d, cells, None, sep=" | ")
            d.buf[-1] = " |\n"
            d.n += 2
        else:
            _row(d, cells, widths)
    d.nl()
    if c.p(0.6):
        pt = c.patient()
        d.t(c.ch(["Added on: ", "Late add: ", "Squeeze-in: "])).seg(c.pt(pt, "fl")).t(" (").p(pt.mrn, "MRN")
        d.t(") - " + c.ch(["blood transfusion 1 unit", "PICC flush", "hypercalcaemia - zoledronic acid", "paracentesis"]))
        d.t(", ok'd by Dr ").p(c.staff("reg").last, "DOCTOR").t("\n")
    if c.p(0.5):
        pt = c.patient()
        d.t("Cancelled: ").seg(c.pt(pt, c.ch(["tl", "fl"]))).t(" - " + c.ch(["admitted ", "unwell, in ED at ", "DNA - "]))
        d.seg([(c.hospital(), "HOSPITAL")]).t(" (" + c.ch(["rebook", "left VM", "ring Mon"]) + ")\n")
    d.t("Totals: %d booked, %d chairs, isolator 2 on, wait ~%d min\n" % (n, c.ri(12, 20), c.ri(5, 50)))


def transfer_log(c, d):
    style = c.ch(["bullet", "csv", "bullet"])
    coord = c.staff("rn", fresh=True)
    d.t(c.ch(["BED MANAGEMENT - CANCER SERVICES TRANSFER LOG", "Patient flow: bed requests & transfers",
              "Haem/Onc bed board - requests"]) + "\n")
    d.seg([(c.hosp, "HOSPITAL")]).t("   date ").seg(c.dt(c.base)).t("   coordinator ")
    d.seg(c.doc(coord, c.ch(["fl", "fl_cred"]))).t(" (").p(c.phone("pager"), "PHONE").t(")\n\n")
    if style == "csv":
        d.t("time,request_id,patient,mrn,age,from,to,bed,reason,status,user\n")
    n = c.ri(6, 12)
    h = c.ri(6, 8) * 60
    for _ in range(n):
        h += c.ri(10, 80)
        tm = "%02d:%02d" % (h // 60 % 24, h % 60)
        pt = c.patient()
        src_h = c.ch([c.hosp, c.hospital(), c.hospital()])
        dest = c.ch([c.ward] + PP.WARDS[c.c] + PP.HOSPICES[c.c])
        user = c.username(c.staff("rn"))
        reason = c.ch(["FN, MASCC %d" % c.ri(12, 24), "pain crisis", "EOL care", "SVCO for RT",
                       "post-chemo D%d, AKI" % c.ri(5, 14), "hypercalcaemia Ca 3.4", "new MSCC - RT planning",
                       "induction 7+3", "repatriation", "hospice transfer", "allo-SCT admission D-7"])
        status = c.ch(["ALLOCATED", "PENDING", "DECLINED - no bed", "WAITLIST", "COMPLETE", "ESCALATED"])
        if style == "csv":
            d.t(tm + ",").p(c.idnum("bed"), "IDNUM").t(',"').seg(c.pt(pt, "LF")).t('",').p(pt.mrn, "MRN").t(",")
            d.seg(c.age(pt.age, None, "bare")).t(",").p(src_h, "HOSPITAL").t(",").p(dest, "HOSPITAL").t(",")
            if status in ("ALLOCATED", "COMPLETE"):
                d.p(c.bed(), "LOCATION_OTHER")
            d.t("," + reason + "," + status + ",").p(user, "USERNAME").t("\n")
            continue
        d.t("- " + tm + " ").p(c.idnum("bed"), "IDNUM").t(" | ").seg(c.pt(pt, c.ch(["LF", "LFU", "fl"])))
        d.t(" (").p(pt.mrn, "MRN").t(", ").seg(c.age(pt.age, pt.sex, c.ch(["sexcat", "yo"]))).t(") | ")
        d.p(src_h, "HOSPITAL").t(c.ch([" ED", " ward", "", " ICU"]) + " -> ").p(dest, "HOSPITAL").t(" | " + reason)
        d.t(" | req by ").seg(c.doc(c.staff("reg"), c.ch(["dr_l", "il"])))
        if c.p(0.4):
            d.t(" pg ").p(c.phone("pager"), "PHONE")
        d.t(" | " + status)
        if status in ("ALLOCATED", "COMPLETE"):
            d.t(" bed ").p(c.bed(), "LOCATION_OTHER")
        if c.p(0.25):
            d.t(" | transport ").p(c.ch(PP.TRANSPORT[c.c]), "ORGANIZATION").t(" rego ").p(c.vehicle(), "VEHICLE")
            d.t(" ETA " + c.time())
        if c.p(0.08):
            lab, hp = c.healthplan()
            d.t(" | " + lab + " ").p(hp, "HEALTHPLAN")
        if c.p(0.2):
            fam = c.family(pt)
            d.t(" | NOK " + fam.extra["rel"] + " ").seg(c.fam(fam, c.ch(["fl", "f"]))).t(" informed ").p(c.phone("mob"), "PHONE")
        d.t(" [").p(user, "USERNAME").t("]\n")
    d.nl()
    if c.p(0.7):
        d.t(c.ch(["Escalation: ", "Note: ", "Handover to after-hours: "]))
        d.t(c.ch(["%d pts waiting in ED >4 h; ", "capacity %d%%; ", "%d outliers; "]) % c.ri(2, 96))
        d.t("after-hours manager ").seg(c.doc(c.staff("rn"), "fl")).t(" ").p(c.phone("mob"), "PHONE")
        d.t("; " + c.ch(["hospice beds: 1 at ", "no beds at ", "2 beds pending at "])).p(c.hospice(), "HOSPITAL").t("\n")


def sepsis(c, d):
    if c.p(0.45):
        return _sepsis_register(c, d)
    pt = c.patient(19, 88)
    dx = c.dx(pt)
    ed = c.ch([c.hosp, c.hosp, c.hospital()])
    tri = c.ri(0, 23) * 60 + c.ri(0, 59)
    mins = c.ri(14, 140)
    abx = tri + mins
    d.t(c.ch(["NEUTROPENIC SEPSIS PATHWAY - TIME TO ANTIBIOTIC RECORD", "Febrile Neutropenia Pathway",
              "Sepsis six / neutropenic sepsis proforma"]) + "\n\n")
    d.t("Patient: ").seg(c.pt(pt, c.ch(["LFU", "LF", "fl"]))).t("    " + c.ch(["MRN", "UR", "Hosp no."]) + ": ").p(pt.mrn, "MRN")
    if pt.nid:
        d.t("    " + ("NHI" if c.c == "NZ" else "NHS no") + ": ").p(pt.nid, "MRN")
    d.t("\nDOB: ").seg(c.dt(pt.dob)).t(" (").seg(c.age(pt.age, pt.sex, c.ch(["sexcat", "yrs", "bare"]))).t(")")
    d.t("   Encounter: ").p(c.account(), "ACCOUNT").t("\n")
    if c.p(0.3):
        lab, hp = c.healthplan()
        d.t(lab[0].upper() + lab[1:] + ": ").p(hp, "HEALTHPLAN").t("\n")
    d.t("Diagnosis: " + dx[1] + "\nRegimen: " + c.ch(dx[2]) + " C%dD%d" % (c.ri(1, 6), c.ri(7, 14)))
    d.t(" (last treatment ").seg(c.dt(c.day(-14, -5))).t(")   Treating consultant: ").seg(c.doc(c.staff("cons"), "dr_l"))
    d.t("\nCVAD: " + c.ch(["PICC R arm", "port-a-cath", "Hickman line", "none"]))
    if c.p(0.3):
        d.t(" SN ").p(c.device("port"), "DEVICE")
    d.t("\n\nTriage  ").seg(c.dt(c.base)).t(" %02d:%02d  " % (tri // 60 % 24, tri % 60)).p(ed, "HOSPITAL").t(" ED")
    if c.p(0.3):
        d.t(" cubicle ").p(str(c.ri(1, 30)), "LOCATION_OTHER")
    d.t("\nObs: T %.1f  HR %d  BP %d/%d  RR %d  SpO2 %d%% RA   NEWS2 %d\n" % (
        c.r.uniform(37.8, 40.1), c.ri(88, 140), c.ri(78, 130), c.ri(40, 80), c.ri(16, 32), c.ri(88, 99), c.ri(2, 11)))
    d.t("Bloods: " + ", ".join(c.r.sample(PC.HAEM_LABS, 5)) + "\n")
    d.t("MASCC %d   " % c.ri(12, 25) + c.ch(["qSOFA %d" % c.ri(0, 3), "CISNE %d" % c.ri(0, 5)]) + "\n")
    d.t("Cultures: BC x2 ").p(c.idnum("bc"), "IDNUM").t(" / ").p(c.idnum("bc"), "IDNUM")
    d.t(c.ch(["  MSU ", "  swab ", "  resp PCR "])).p(c.idnum("path"), "IDNUM").t("\n")
    d.t("Antibiotic: " + c.ch(PC.ANTIBIOTICS) + " at %02d:%02d" % (abx // 60 % 24, abx % 60))
    d.t(" -> time to antibiotic %d min %s\n" % (mins, "(within 60)" if mins <= 60 else "(BREACH - datix)"))
    d.t("Reviewed: ").seg(c.doc(c.staff("reg"), c.ch(["dr_fl", "fl_cred", "dr_l"])))
    d.t(" pg ").p(c.phone("pager"), "PHONE").t("   Haem/onc on call: ").seg(c.doc(c.staff("cons"), "dr_l")).t("\n")
    if c.p(0.6):
        fam = c.family(pt)
        d.t("Family: " + fam.extra["rel"] + " ").seg(c.fam(fam)).t(" aware, ").p(c.phone(), "PHONE").t("\n")
    if c.p(0.25):
        d.t("Pt works as " + c.ch(["a ", "a "])).p(c.profession(), "PROFESSION").t(" at ").p(c.ch(PP.EMPLOYERS[c.c]), "ORGANIZATION")
        d.t(" - medical certificate given\n")
    d.t("Disposition: " + c.ch(["admit ", "admit to ", "transfer to "])).p(c.ward, "HOSPITAL")
    d.t(c.ch([" bed ", " rm "])).p(c.bed(), "LOCATION_OTHER").t(c.ch(["", ", side room (neutropenic)", ", isolation"]) + "\n")
    d.t("Completed by ").seg(c.doc(c.staff("rn"), "fl_cred")).t(" ").seg(c.dt(c.base)).t(" " + c.time() + "\n")


def _sepsis_register(c, d):
    d.t(c.ch(["Neutropenic sepsis audit - ", "FN time-to-antibiotic register - ", "NS KPI log "]))
    d.seg([(c.hosp, "HOSPITAL")]).t(" - ").seg(c.dt(c.base, "month_y")).t("\n")
    d.t("Compiled by ").seg(c.doc(c.staff("cns", fresh=True), "fl_cred")).t(" (").p(c.email(c.staff_cache[-1]), "EMAIL").t(")\n\n")
    sep = c.ch([" | ", "\t", ","])
    heads = ["date", "mrn", "pt", "age", "tumour", "triage", "abx", "mins", "MASCC", "organism", "reviewer"]
    d.t(sep.join(heads) + "\n")
    first = datetime.date(c.base.year, c.base.month, 1)
    breaches = 0
    for _ in range(c.ri(8, 15)):
        pt = c.patient(18, 90)
        tri = c.ri(0, 23) * 60 + c.ri(0, 59)
        mins = c.ri(12, 150)
        breaches += mins > 60
        abx = tri + mins
        dd = first + datetime.timedelta(days=c.ri(0, 27))
        d.seg(c.dt(dd, c.ch(["dm", "dmy2"]))).t(sep).p(pt.mrn, "MRN").t(sep).seg(c.pt(pt, c.ch(["INIT", "init"])))
        d.t(sep).seg(c.age(pt.age, None, "bare")).t(sep + c.ch(PC.DIAGNOSES)[0] + sep)
        d.t("%02d:%02d%s%02d:%02d%s%d%s%d%s" % (tri // 60 % 24, tri % 60, sep, abx // 60 % 24, abx % 60, sep, mins,
                                                sep, c.ri(10, 26), sep))
        d.t(c.ch(["nil", "E. coli", "Klebsiella", "S. epidermidis (CVAD)", "P. aeruginosa", "pending", "nil"]) + sep)
        d.seg(c.doc(c.staff("reg"), c.ch(["init", "l"]))).t("\n")
    d.t("\nBreaches (>60 min): %d. " % breaches + c.ch(["Themes: triage delay, PICC access.", "Escalated to CNS lead.",
                                                        "Sepsis champion teaching booked."]) + "\n")
