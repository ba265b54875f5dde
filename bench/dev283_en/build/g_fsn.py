"""Genre: field safety notice (FSN) and recall action records.

Manufacturer FSN references, public regulator recall numbers, lot numbers
and software versions are product-level and NOT annotated; local action
references, work orders and loan numbers are IDNUM.
"""
import clinical as C
import pools_places as PP
import ids
import phi
from context import Case, Dev
from notebuilder import Note

GENRE = "fsn_recall"

ISSUES = [
    ("software anomaly may cause the pump to resume an infusion at the previous rate after a power cycle",
     "upgrade software to v{v}", "vip"),
    ("battery cells from one supplier may swell and fail without low-battery warning",
     "replace battery pack with revised part", "homevent"),
    ("door latch may crack, allowing free-flow if the set is not clamped",
     "inspect latch and fit reinforced latch kit", "vip"),
    ("the plunger sensor may misreport syringe position, delaying end-of-infusion alarm",
     "replace plunger sensor and re-verify", "sd"),
    ("internal O2 sensor may drift high, masking low purity",
     "replace O2 sensor and update purity alarm threshold", "o2c"),
    ("the biometric reader firmware may lock out enrolled users after a network outage",
     "apply firmware {v} and re-enrol affected users", "adc"),
    ("actuator end-stop may fail, boom can lower unexpectedly under load",
     "fit end-stop retrofit kit and load test", "hoist"),
    ("NIBP may report falsely high values with the large adult cuff",
     "install software {v}; interim: verify NIBP manually", "mon"),
    ("capacitor may fail to hold charge, device may not deliver shock",
     "replace HV capacitor assembly (factory exchange)", "defib"),
    ("alarm sounder may become inaudible after fluid ingress",
     "replace sounder and fit sealing gasket", "homevent"),
    ("rotor assembly may slip, under-delivering feed by up to 15%",
     "replace rotor assembly", "feed"),
    ("heater control may overshoot to 39 C after a conductivity alarm",
     "install software {v} and recalibrate heater", "dialysis"),
]

REG = {"UK": ("MHRA", "MDA/%d/0%02d"), "US": ("FDA", "Z-%04d-%d"), "AU": ("TGA", "RA-%d-%05d"),
       "CA": ("Health Canada", "RA-%05d-%d")}


def _reg_ref(r, c, year):
    name, fmt = REG[c]
    if c == "UK":
        return name, fmt % (year, r.randint(1, 40))
    if c == "US":
        return name, fmt % (r.randint(100, 3999), year)
    if c == "AU":
        return name, fmt % (year, r.randint(1, 99999))
    return name, fmt % (r.randint(10000, 99999), year)


def _setup(k):
    r = k.rng
    iss = r.choice(ISSUES)
    k.dev = Dev(r, iss[2], k.hosp_abbr)
    k.issue = iss[0]
    k.action = iss[1].format(v="%d.%d.%d" % (r.randint(2, 9), r.randint(0, 9), r.randint(0, 20)))
    k.fsn_ref = r.choice(["FSN-%s-%d-%02d" % (k.dev.brand[:2].upper(), k.ref.year, r.randint(1, 30)),
                          "FA%d-%03d" % (k.ref.year, r.randint(1, 400)), "QN-%05d" % r.randint(1, 99999)])
    k.lots = ", ".join("LOT %s%02d%s" % (r.choice("ABCDEFGHK"), r.randint(10, 99), r.choice("XYZ")) for _ in range(r.randint(1, 3)))


def _units_table(n, k, rows):
    r = k.rng
    n.line("Asset      Serial        Location                 Status          Date        By")
    for i in range(rows):
        d = Dev(r, k.dev.key, k.hosp_abbr)
        loc = r.choice(["ward", "ward", "library", "patient", "theatre"])
        st = r.choice(["Completed", "Completed", "Quarantined", "Awaiting kit", "Not located", "Completed"])
        if loc == "ward":
            L = (r.choice([k.ward, k.ward2]), "HOSPITAL")
        elif loc == "library":
            L = "Equip Library"
        elif loc == "theatre":
            L = ["Theatre ", (str(r.randint(1, 9)), "LOCATION_OTHER")]
        else:
            L = ["ON LOAN - ", ("%s, %s" % (k.pt.last.upper(), k.pt.first[0]), "PATIENT")] if i == 0 else \
                ["on loan (", (ids.idnum(r, "loan")[1], "IDNUM"), ")"]
        n.f("{a}  {s}  {L}  {st}  {d}  {by}\n", a=(d.asset, "DEVICE"), s=(d.serial, "DEVICE"), L=L, st=st.ljust(14),
            d=k.d(r.randint(2, 30), "num") if st == "Completed" else "--", by=k.s(r.choice([k.eng, k.eng2]), "eng", "initials")
            if st == "Completed" else "")


def _cas_record(n, k):
    r, c = k.rng, k.c
    loc = k.newid("fsnlocal")
    reg, regref = _reg_ref(r, c, k.ref.year)
    n.line("FIELD SAFETY NOTICE - LOCAL ACTION RECORD")
    n.f("{ll}: {lv}         Received: {d} via {via}\n", ll=loc[0], lv=(loc[1], "IDNUM"), d=k.d(0),
        via=r.choice((["CAS", "CAS"] if c == "UK" else ["hazard alert service"]) +
                     ["manufacturer letter", "supplier email", "regulator alert"]))
    n.f("Manufacturer: {m} ({co})   FSN ref: {fr}   {reg} ref: {rr}\n", m=(k.manuf, "ORGANIZATION"),
        co=(r.choice(PP.COUNTRIES), "COUNTRY"), fr=k.fsn_ref, reg=reg, rr=regref)
    n.f("Product: {mm} {desc} ({lots}; SW < {sw})\n", mm=k.dev.make_model, desc=k.dev.desc, lots=k.lots, sw=k.dev.fw)
    n.f("Issue: {iss}.\n", iss=k.issue[0].upper() + k.issue[1:])
    n.f("Required action: {act}. Acknowledge by {d}.\n", act=k.action[0].upper() + k.action[1:], d=k.d(r.randint(10, 30), "dmy_text"))
    n.f("Action lead: {who} (Clinical Engineering), tel {ph}; distribution to: {w1}, {w2}, {dept}, community teams\n",
        who=k.s(k.mgr, "eng", r.choice(["full", "cred"])), ph=(k.dept_phone, "PHONE"), w1=k.ward_i(), w2=(k.ward2, "HOSPITAL"),
        dept=k.dept)
    n.line("")
    n.line("AFFECTED UNITS ON SITE")
    _units_table(n, k, r.randint(4, 8))
    n.line("")
    n.line("PATIENT-HELD UNITS")
    n.f("1) {p}, {a}, {ml} {m}. Tel {ph}. {act}\n", p=k.pn(r.choice(["full", "LF", "title_full"])), a=k.addr_i(),
        ml=k.mrn[0], m=(k.mrn[1], "MRN"), ph=(k.phone, "PHONE"),
        act=r.choice(["Home visit booked", "Swap-out arranged at clinic", "Carer to bring unit in"]))
    n.f("   Spoke to {rel} {f} on {d}; swap completed {d2} by {who}, old unit s/n {s} returned for kit fit.\n",
        rel=k.rel, f=k.fn("first"), d=k.d(3, "short"), d2=k.d(r.randint(4, 12), "num"),
        who=k.s(k.eng2, "eng", "full"), s=(k.dev.serial, "DEVICE"))
    if r.random() < 0.7:
        p2 = phi.new_person(r)
        n.f("2) {p} ({a}) - {st}, tel {ph}\n", p=phi.pt(p2, r), a=[(str(r.randint(30, 95)), "AGE"), " yo"],
            st=r.choice(["no answer x3, letter sent", ["admitted to ", (k.hosp2, "HOSPITAL"), ", unit swapped on ward"], "unit already returned"]),
            ph=(phi.phone(r, c), "PHONE"))
    n.line("")
    n.f("Reply form returned to manufacturer {d} ({via}).\n", d=k.d(r.randint(5, 25), "num"),
        via=[(phi.org_email(r, r.choice(["fsn.response", "vigilance", "recall.reply"])), "EMAIL")] if r.random() < 0.6
        else [(phi.url(r, "fsn"), "URL")])
    n.f("{cas} status: {st}. Closed by {who} {d}\n", cas="CAS" if c == "UK" else "Action", st=r.choice(["Action completed", "Ongoing", "Action completed"]),
        who=k.s(k.mgr, "eng", r.choice(["init_last", "full"])), d=k.d(r.randint(20, 60), "num"))


def _us_recall(n, k):
    r, c = k.rng, k.c
    loc = k.newid("fsnlocal")
    reg, regref = _reg_ref(r, c, k.ref.year)
    n.f("RECALL / HAZARD ALERT WORKSHEET - {h} HTM\n", h=k.hosp_i())
    n.f("Alert: {reg} {cls} recall {rr} | vendor notice {fr} dated {d}\n", reg=reg,
        cls=r.choice(["Class I", "Class II", "Class III", "Type II", "Class 2"]), rr=regref, fr=k.fsn_ref, d=k.d(-r.randint(3, 20), "mdy_text"))
    n.f("Internal tracking #: {lv}   Owner: {who}   Risk: {risk}\n", lv=(loc[1], "IDNUM"), who=k.s(k.mgr, "eng"),
        risk=r.choice(["High - patient harm possible", "Medium", "High"]))
    n.f("Firm: {m}, {country}\n", m=(k.manuf, "ORGANIZATION"), country=(r.choice(PP.COUNTRIES), "COUNTRY"))
    n.f("Devices: {mm} ({desc}), {lots}. Problem: {iss}.\n", mm=k.dev.make_model, desc=k.dev.desc, lots=k.lots, iss=k.issue)
    n.line("")
    n.line("Timeline:")
    n.f("{d}  Alert received, CMMS query run by {u}: {cnt} units matched.\n", d=k.d(0, "num"),
        u=(phi.username(k.eng, r), "USERNAME"), cnt=r.randint(6, 140))
    n.f("{d}  Clinical leads notified ({who}, {dept}; {who2}, {w}).\n", d=k.d(1, "num"),
        who=k.s(k.doc, "doc", "title_last"), dept=k.dept, who2=k.s(k.nurse, "nurse", r.choice(["cred", "full"])), w=k.ward_i())
    t1 = r.randint(3, 6)
    n.f("{d}  Vendor FSE {fse} on site, {act}; WO {wo}.\n", d=k.d(t1, "num"), fse=k.s(k.sup_eng, "eng", "full"),
        act=k.action, wo=(k.newid("wo")[1], "IDNUM"))
    n.f("{d}  Unit {a} (SN {s}) found in use on pt {p}, {rm}; swapped at next line change per {nm}.\n",
        d=k.d(t1 + r.randint(0, 3), "num"), a=(k.dev.asset, "DEVICE"), s=(k.dev.serial, "DEVICE"), p=k.pn(),
        rm=["Rm ", (k.room, "LOCATION_OTHER")], nm=k.s(k.nurse, "nurse", "first"))
    n.f("{d}  Home patients: {cnt} units with {sup}; list requested from {sc} ({em}).\n", d=k.d(t1 + r.randint(4, 7), "num"),
        cnt=r.randint(1, 9), sup=(k.supplier, "ORGANIZATION"), sc=k.s(k.sup_eng, "eng", "first"),
        em=(phi.email(k.sup_eng, r), "EMAIL"))
    n.f("{d}  Remaining 2 units not located - last scanned {d2} at {w2}. Escalated.\n", d=k.d(t1 + r.randint(8, 15), "num"),
        d2=k.d(-r.randint(30, 200), "num"), w2=(k.ward2, "HOSPITAL"))
    n.line("")
    n.f("Adverse events linked: {ae}\n", ae=r.choice([["none identified"],
                                                     ["1 - see safety event ", (k.newid("inc")[1], "IDNUM"), ", pt ",
                                                      k.pn("initials"), ", no lasting harm"]]))
    n.f("Response submitted to vendor portal {u} on {d}.\n", u=(phi.url(r, "fsn"), "URL"), d=k.d(r.randint(10, 30), "num"))


def _patient_calls(n, k):
    r, c = k.rng, k.c
    loc = k.newid("fsnlocal")
    n.f("Subject: {fr} - {mm} - patient contact log ({lv})\n", fr=k.fsn_ref, mm=k.dev.make_model, lv=(loc[1], "IDNUM"))
    n.f("Prepared by {who}, {d}\n", who=k.s(k.eng, "eng"), d=k.d(0, r.choice(["dmy_text", "wk_text", "num"])))
    n.line("")
    n.f("Issue: {iss}. Action: {act}. Community units are supplied via {sup}; hospital loans below.\n",
        iss=k.issue, act=k.action, sup=(k.supplier, "ORGANIZATION"))
    n.line("")
    for i in range(r.randint(3, 6)):
        if i == 0:
            p, age, ph, addr = k.pt, k.age, k.phone, k.addr
        else:
            p, age, ph, addr = phi.new_person(r), r.randint(22, 96), phi.phone(r, c), phi.new_address(r, c)
        d = Dev(r, k.dev.key, k.hosp_abbr)
        n.f("#{i} {p} ({a}) - s/n {s} - {ph}\n", i=i + 1, p=phi.pt(p, r, r.choice(["LF", "full", "lf"])),
            a=[(str(age), "AGE"), r.choice(["y", " yrs", ""])], s=(d.serial, "DEVICE"), ph=(ph, "PHONE"))
        out = r.randrange(4)
        if out == 0:
            n.f("   {d}: spoke with pt, swap booked {d2} at home ({city}). Backup: {bk}.\n", d=k.d(i, "short"),
                d2=k.d(i + r.randint(1, 5), "short"), city=(addr["city"], "CITY"),
                bk=r.choice((["cylinder O2 in place", "self-inflating bag"] if k.dev.key in ("o2c", "homevent") else
                             ["district nurse aware", "spare on hand"]) + ["second device on hand", "none - prioritised"]))
        elif out == 1:
            n.f("   {d}: no answer, VM left. {d2}: {rel} {f} called back, pt in {h}.\n", d=k.d(i, "short"),
                d2=k.d(i + 1, "short"), rel=k.rel if i == 0 else "daughter", f=k.fn("first") if i == 0 else
                (phi.new_person(r, "F").first, "FAMILY"), h=(k.hosp2, "HOSPITAL"))
        elif out == 2:
            n.f("   {d}: unit swapped in clinic by {who}. Old unit quarantined, {wo}.\n", d=k.d(i + 2, "short"),
                who=k.s(k.eng2, "eng", "init_last"), wo=["WO ", (k.newid("wo")[1], "IDNUM")])
        else:
            n.f("   {d}: pt deceased {d0} - unit collected from {street} by {cour}.\n", d=k.d(i + 2, "short"),
                d0=k.d(-r.randint(5, 60), "num"), street=(addr["street"], "STREET"), cour=(k.courier, "ORGANIZATION"))
    n.line("")
    n.f("Outstanding at close of play: {x}. Next review {d}. {cl}\n", x=r.randint(0, 3), d=k.d(7, "wk_text"), cl=C.clause(r))


def gen(rng, country, lower):
    k = Case(rng, country)
    _setup(k)
    n = Note(lower)
    st = rng.randrange(3)
    [_cas_record, _us_recall, _patient_calls][st](n, k)
    return n
