"""Genre: device-related adverse incident investigations."""
import clinical as C
import ids
import phi
from context import Case
from notebuilder import Note

GENRE = "incident_investigation"

HARM = ["No harm", "Low harm", "Moderate harm", "Near miss", "Severe harm", "No harm - near miss"]

ROOT = [
    "misloaded administration set (set not fully seated in the pumping channel)",
    "drug library not used - infusion programmed in 'basic mode'",
    "rate entered as 50 instead of 5.0 (decimal point error); soft limit overridden",
    "battery at end of life; device not on charge during transfer",
    "device fault confirmed: {fix} required",
    "no device fault found; alarm behaviour consistent with specification",
    "accessory from a different manufacturer used (incompatible sensor)",
    "alarm volume set to minimum; not audible from the nurses' station",
    "free-flow on removal of set without closing roller clamp",
    "PPM overdue by 5 months; worn part not detected",
]

LOG_EVENTS = {
    "vip": ["INFUSION START rate={r1} mL/h VTBI={v1} mL", "ALARM OCCL_DOWN P={p} mmHg",
            "ALARM CLEARED user", "RATE CHANGE {r1} -> {r2} mL/h", "DOOR OPEN", "POWER OFF (battery)",
            "ALARM AIL 50uL", "KVO 1.0 mL/h", "LIBRARY OVERRIDE soft max"],
    "sd": ["START 24h {r1} mL/h", "ALARM SYRINGE DISPLACED", "PAUSE", "BOLUS DENIED (locked)",
           "KEYPAD LOCK ON", "END OF INFUSION", "LOW BATTERY"],
    "default": ["POWER ON self-test PASS", "ALARM HIGH PRIORITY code {c}", "ALARM SILENCED 120 s",
                "SETTINGS CHANGE", "BATTERY {b}%", "POWER OFF", "ALARM TECH FAULT E-{c}"],
}


def _root(k):
    pump = k.dev.key in ("vip", "sd", "feed")
    pool = ROOT if pump else [x for i, x in enumerate(ROOT) if i not in (0, 1, 2, 8)]
    return k.rng.choice(pool).format(fix=k.dev.fix)


def _log(n, k, lines):
    r, dv = k.rng, k.dev
    ev = LOG_EVENTS.get(dv.key, LOG_EVENTS["default"])
    style = r.choice(["iso", "num", "compact"])
    h, m = r.randint(0, 20), r.randint(0, 40)
    day = 0
    n.line("Event log extract (device time, checked against ward clock: %s):" %
           r.choice(["+2 min", "-1 min", "in sync", "+11 min (not DST-adjusted)"]))
    for i in range(lines):
        m += r.randint(1, 35)
        if m >= 60:
            h, m = h + m // 60, m % 60
        if h >= 24:
            h -= 24
            day += 1
        e = r.choice(ev).format(r1=r.choice(["5.0", "12.5", "21", "50.0", "2.1"]), r2=r.choice(["50.0", "5.0", "8.3"]),
                                v1=r.choice(["48", "100", "250", "500"]), p=r.randint(300, 900),
                                c=r.randint(10, 99), b=r.randint(3, 90))
        sep = "T" if style == "iso" and r.random() < 0.5 else " "
        n.f("  {d}{sep}{t}  {e}\n", d=k.d(day, style), sep=sep, t="%02d:%02d:%02d" % (h, m, r.randint(0, 59)), e=e)


def _datix(n, k):
    r, dv, c = k.rng, k.dev, k.c
    inc = k.newid("inc")
    n.line("INCIDENT REPORT - MEDICAL DEVICE")
    n.f("{il}: {iv}     Date of incident: {d} at {t}     Reported: {d2}\n", il=inc[0], iv=(inc[1], "IDNUM"),
        d=k.d(0), t=phi.clock(r), d2=k.d(r.randint(0, 2), "num"))
    n.f("Location: {h} > {w} > bay {b}, bed {bed}\n", h=k.hosp_i(), w=k.ward_i(), b=(k.bay, "LOCATION_OTHER"),
        bed=(k.bed, "LOCATION_OTHER"))
    n.f("Reporter: {who} ({role})   Handler: {h2}\n", who=k.s(k.nurse, "nurse", r.choice(["full", "init_last"])),
        role=r.choice(["Staff Nurse", "Ward Sister", "Registered Nurse", "Student Nurse", "HCA"]),
        h2=k.s(k.mgr, "eng", "full"))
    n.f("Category: Medical device / equipment > {sub}    Harm: {harm}\n",
        sub=r.choice(["Failure of device", "User error", "Alarm issue", "Unclear instructions"]), harm=r.choice(HARM))
    n.line("")
    n.f("Patient: {p}   {ml}: {m}   {hl}: {h}   DOB: {dob} ({a})\n", p=k.pn(r.choice(["LF", "full", "LFm"])),
        ml=k.mrn[0], m=(k.mrn[1], "MRN"), hl=k.hp[0], h=(k.hp[1], "HEALTHPLAN"), dob=k.dobi(), a=k.age_i())
    n.f("Device: {mm} {desc}   S/N {s}   Asset {a}   SW {fw}\n", mm=dv.make_model, desc=dv.desc,
        s=(dv.serial, "DEVICE"), a=(dv.asset, "DEVICE"), fw=dv.fw)
    cons = {"vip": ["giving set 60 drops", "anti-siphon set"], "sd": ["20 mL syringe", "30 mL Luer lock syringe"],
            "feed": ["ENFit giving set"]}.get(dv.key, ["single-use sensor", "circuit", "filter", "electrodes"])
    n.line("Consumable: %s, LOT %s%d, exp %s" % (r.choice(cons),
                                                 r.choice("ABCDEFKM"), r.randint(10000, 99999), "%d-%02d" % (k.ref.year + 2, r.randint(1, 12))))
    n.line("")
    n.line("What happened (as reported):")
    n.f("{txt} {ctx} Pt {p} {state}. {who} informed, {obs}\n",
        txt=r.choice(["At handover noticed %s." % dv.fault, "Pump alarmed repeatedly overnight; %s." % dv.fault,
                      "Device found %s on safety round." % dv.fault, "Relative raised concern that %s." % dv.fault]),
        ctx=C.drug_line(r, dv.key), p=k.pn("first" if r.random() < 0.3 else "title_last"),
        state=r.choice(["was asymptomatic", "became drowsy, RR 8, naloxone given", "had BM 2.9, treated",
                        "remained stable", "complained of pain at the cannula site"]),
        who=k.s(k.doc, "doc", "title_last"), obs=r.choice(C.HARD_NEG))
    n.f("Immediate action: device removed, labelled and sent to Clinical Engineering with {att} attached. Spare {s2} issued.\n",
        att="set" if dv.key in ("vip", "sd", "feed") else "accessories",
        s2=(k.other_device().asset, "DEVICE"))
    n.line("")
    n.line("CLINICAL ENGINEERING INVESTIGATION")
    n.f("Investigator: {who}    Received in workshop: {d}    Job: {wo}\n", who=k.s(k.eng, "eng", r.choice(["cred", "full"])),
        d=k.d(r.randint(0, 2), "num"), wo=(k.newid("wo")[1], "IDNUM"))
    _log(n, k, r.randint(4, 8))
    n.f("Findings: {f} {chk}.\n", f=r.choice(["Visual inspection unremarkable.", "Set found partially seated.",
                                              "Fluid residue under keypad.", "Battery swollen."]),
        chk="; ".join(k.check_lines(n=2)))
    C.esafety(n, k, table=False)
    rc = _root(k)
    n.f("Root cause: {rc}.\n", rc=rc)
    n.line("Contributory factors: " + r.choice(["staffing (1:8 on night shift)", "device unfamiliar - agency staff",
                                                "two pump models on same ward", "training records not up to date",
                                                "alarm fatigue", "none identified"]))
    n.line("")
    n.line("Actions:")
    n.f("1. {a1} - owner {o1}, due {d1}\n", a1=r.choice(["Ward training on set loading", "Drug library review",
                                                         "Standardise pump fleet on ward", "Add to PPM schedule"]
                                                        if dv.key in ("vip", "sd", "feed") else
                                                        ["Ward training on daily checks", "Add to PPM schedule",
                                                         "Review alarm settings policy", "Replace fleet (capital bid)"]),
        o1=k.s(k.nurse, "nurse", "init_last"), d1=k.d(30, "num"))
    num = 2
    if r.random() < 0.7:
        num = 3
        reg = ("", ids.reg_ref(r, c, k.ref.year))
        regname = {"UK": "MHRA (Yellow Card)", "US": "FDA MedWatch 3500A", "AU": "TGA IRIS", "CA": "Health Canada MDPR"}[c]
        n.f("2. Reported to {rn}: {rv} on {d}\n", rn=regname, rv=(reg[1], "IDNUM"), d=k.d(r.randint(2, 10), "num"))
    cm = ids.idnum(r, "complaint")
    n.f("{num}. Device returned to {m} for analysis, {cl} {cv}, {rl} {rv}\n", num=num, m=(k.manuf, "ORGANIZATION"), cl=cm[0],
        cv=(cm[1], "IDNUM"), rl="RMA", rv=(ids.idnum(r, "rma")[1], "IDNUM"))
    if c == "UK" and r.random() < 0.7:
        n.f("Duty of candour: discussed with pt and {rel} {f} by {doc} on {d}; letter sent {d2}.\n", rel=k.rel,
            f=k.fn("full"), doc=k.s(k.doc, "doc", "title_last"), d=k.d(r.randint(1, 5), "dmy_text"),
            d2=k.d(r.randint(6, 12), "num"))
    else:
        n.f("Disclosure: {rel} {f} informed by {doc} ({ph}).\n", rel=k.rel, f=k.fn("full"),
            doc=k.s(k.doc, "doc", "title_last"), ph=(k.fam_phone, "PHONE"))
    n.f("Signed off: {m1} (Head of Clinical Engineering), {m2} (Medical Device Safety Officer) {d}\n",
        m1=k.s(k.mgr, "eng", "full"), m2=k.s(k.eng2, "eng", "full"), d=k.d(r.randint(20, 45), "num"))


def _us_event(n, k):
    r, dv, c = k.rng, k.dev, k.c
    inc = k.newid("inc")
    n.f("PATIENT SAFETY EVENT - DEVICE INVESTIGATION SUMMARY ({h})\n", h=k.hosp_i())
    n.f("Event #: {iv}   Event date: {d}   Unit: {w}, Rm {rm}\n", iv=(inc[1], "IDNUM"), d=k.d(0, r.choice(["num", "mdy_text"])),
        w=k.ward_i(), rm=(k.room, "LOCATION_OTHER"))
    n.f("Pt: {p}, {a}, {ml} {m}, {al} {av}\n", p=k.pn(), a=k.age_i(), ml=k.mrn[0], m=(k.mrn[1], "MRN"),
        al=k.acct[0], av=(k.acct[1], "ACCOUNT"))
    if k.ssn and r.random() < 0.85:
        n.f("{sl}: {sv}   Payer: {pay}\n", sl=k.ssn[0], sv=(k.ssn[1], "SSN"), pay=r.choice(ids.PAYERS[c]))
    n.f("Attending: {doc}   Primary RN: {rn}   Charge RN: {crn}\n", doc=k.s(k.doc, "doc", r.choice(["cred", "title_last"])),
        rn=k.s(k.nurse, "nurse", r.choice(["full", "cred"])), crn=k.s(k.clerk, "nurse", "full"))
    n.line("")
    n.line("Summary of event")
    n.f("On {d} at approx {t}, {desc} ({mm}, CE# {a}, SN {s}) {f}. {ctx} {hn}\n", d=k.d(0, "wk_text"), t=phi.clock(r),
        desc=dv.desc, mm=dv.make_model, a=(dv.asset, "DEVICE"), s=(dv.serial, "DEVICE"), f=dv.fault,
        ctx=C.drug_line(r, dv.key), hn=r.choice(C.HARD_NEG))
    n.f("Pt's {rel}, {f}, at bedside, reports the alarm sounded \"for ages\" before staff responded{occ}.\n",
        rel=k.rel, f=k.fn("first"), occ=[" (pt is a ", k.prof_i(), ", and family say %s noticed the display was blank)" % ("he" if k.pt.sex == "M" else "she")]
        if r.random() < 0.4 else "")
    n.line("")
    n.line("HTM analysis")
    n.f("Device sequestered by {who} {d}; chain of custody form signed by {w2}.\n", who=k.s(k.eng, "eng", "full"),
        d=k.d(0, "num"), w2=k.s(k.clerk, "nurse", "init_last"))
    _log(n, k, r.randint(3, 6))
    n.f("Testing with {kit}: {chk}.\n", kit=r.choice(["infusion device analyzer", "patient simulator", "ESA and analyzer"]),
        chk="; ".join(k.check_lines(n=3)))
    n.f("Conclusion: {rc}.\n", rc=_root(k))
    mdr = ("", ids.reg_ref(r, c, k.ref.year))
    n.f("MDR determination: {det}. {lab} {v}. Vendor ({m}) complaint # {cv}; vendor rep {rep} {ph}.\n",
        det=r.choice(["reportable (serious injury)", "not reportable", "voluntary report filed"]), lab="Report no",
        v=(mdr[1], "IDNUM"), m=(k.manuf, "ORGANIZATION"), cv=(ids.idnum(r, "complaint")[1], "IDNUM"),
        rep=k.s(k.sup_eng, "eng", "full"), ph=(phi.phone_ext(r, c), "PHONE"))
    n.f("Risk mgmt: {rm} ({em}). RCA meeting {d}.\n", rm=k.s(k.mgr, "eng", "full"), em=(phi.email(k.mgr, r), "EMAIL"),
        d=k.d(r.randint(7, 21), "wk_text"))


def _timeline(n, k):
    r, dv = k.rng, k.dev
    inc = k.newid("inc")
    n.f("Investigation timeline - {iv} - {p}\n", iv=(inc[1], "IDNUM"), p=k.pn("initials"))
    n.f("Prepared for: Medical Devices Group, {d}\n", d=k.d(r.randint(20, 40), "month_year"))
    n.line("")
    n.f("Background: {p}, {a}, {prof} by occupation, admitted {d} to {w} with {dx}. {hn}\n",
        p=k.pn("full"), a=k.age_i(), prof=(k.prof, "PROFESSION"), d=k.d(-r.randint(1, 9), "num"), w=k.ward_i(),
        dx=r.choice(["community-acquired pneumonia", "DKA", "post-op AKI", "sepsis of unknown source",
                     "exacerbation of COPD", "fractured NOF"]), hn=r.choice(C.HARD_NEG))
    n.line("")
    n.line("Date        Time   Event                                            Source")
    rows = [("Pump set up by %s", "nurse"), ("First alarm - acknowledged", None), ("%s reviews pt", "doc"),
            ("Device swapped, sent to EBME", None), ("Bench test by %s", "eng"), ("Pt and %s informed", "fam")]
    off = 0
    for txt, who in rows:
        if who == "nurse":
            it = [txt.split("%s")[0], k.s(k.nurse, "nurse", "init_last")]
        elif who == "doc":
            it = k.s(k.doc, "doc", "title_last") + [txt.split("%s")[1]]
        elif who == "eng":
            it = [txt.split("%s")[0], k.s(k.eng, "eng", "init_last")]
        elif who == "fam":
            it = ["Pt and ", k.rel, " ", k.fn("first"), " informed"]
        else:
            it = [txt]
        n.f("{d}  {t}  {it}  {src}\n", d=k.d(off, "num"), t=phi.clock(r), it=it,
            src=r.choice(["EPR", "device log", "statement", "EBME job", "PAS"]))
        off += r.choice([0, 0, 1])
    n.line("")
    n.f("Device: {mm} s/n {s}, last PPM {d} ({res}).\n", mm=dv.make_model, s=(dv.serial, "DEVICE"),
        d=k.d(-r.randint(100, 500), "month_year"), res=r.choice(["pass", "pass", "overdue", "pass with advisory"]))
    n.f("Finding: {rc}.\n", rc=_root(k))
    n.f("Learning shared via safety huddle on {w} and {w2}; bulletin by {who}.\n", w=k.ward_i(), w2=(k.ward2, "HOSPITAL"),
        who=k.s(k.mgr, "eng", "full"))


def gen(rng, country, lower):
    k = Case(rng, country)
    n = Note(lower)
    st = rng.randrange(3)
    [_datix, _us_event, _timeline][st](n, k)
    if rng.random() < 0.3:
        n.line("")
        C.history(n, k)
    return n
