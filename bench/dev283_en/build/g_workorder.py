"""Genre: equipment work orders and job sheets (corrective maintenance)."""
import clinical as C
import ids
import phi
from context import Case
from notebuilder import Note

GENRE = "work_order"


def _pt_line(n, k):
    r = k.rng
    v = r.randrange(4)
    if v == 0:
        n.f("Pt involved: {p}  {ml}: {m}  DOB {dob}\n", p=k.pn(), ml=k.mrn[0], m=(k.mrn[1], "MRN"), dob=k.dobi())
    elif v == 1:
        n.f("Patient connected at time of fault: YES - {p} ({a}), {ml} {m}\n", p=k.pn(), a=k.age_i(),
            ml=k.mrn[0], m=(k.mrn[1], "MRN"))
    elif v == 2:
        n.f("Pt: {p}   bed {b}   {hl} {h}\n", p=k.pn("LF"), b=(k.bed, "LOCATION_OTHER"), hl=k.hp[0], h=(k.hp[1], "HEALTHPLAN"))
    else:
        n.f("Pt involvement: Y ({p}, {ml} {m}) - transferred to spare device, no harm reported\n",
            p=k.pn("title_last"), ml=k.mrn[0], m=(k.mrn[1], "MRN"))


def _cmms(n, k):
    r, dv = k.rng, k.dev
    wo = k.newid("wo")
    n.line("=" * 18 + " WORK ORDER " + "=" * 18)
    n.f("{wl} #: {wo}        Type: CORRECTIVE   Priority: {pr}\n", wl=wo[0], wo=(wo[1], "IDNUM"),
        pr=r.choice(["2 - High (patient connected)", "1 - Emergency", "3 - Routine", "P2"]))
    n.f("Facility: {h}    Dept: {dept}    Location: {w} / Rm {rm} Bed {b}\n", h=k.hosp_i(), dept=k.dept,
        w=k.ward_i(), rm=(k.room, "LOCATION_OTHER"), b=(k.bed, "LOCATION_OTHER"))
    n.f("Asset #: {a}   Serial #: {s}   Model: {mm} ({desc})\n", a=(dv.asset, "DEVICE"), s=(dv.serial, "DEVICE"),
        mm=dv.make_model, desc=dv.desc)
    n.f("Equip age: {y} yrs   Risk score: {rs}   PM interval: {pm} mo   GMDN {g}   FW {fw}\n", y=r.randint(1, 14),
        rs=r.randint(8, 20), pm=r.choice([6, 12, 12, 24]), g=dv.d["gmdn"], fw=dv.fw)
    n.f("Requester: {who} ext {e}    Opened: {d} {t}    Due: {d2}\n", who=k.s(k.nurse, "nurse"),
        e=(k.ext, "PHONE"), d=k.d(0, "num"), t=phi.clock(r), d2=k.d(r.randint(1, 3), "num"))
    n.f("Problem: {f}. {ctx}\n", f=dv.fault[0].upper() + dv.fault[1:], ctx=C.drug_line(r, dv.key))
    if r.random() < 0.8:
        _pt_line(n, k)
    if dv.key in ("adc", "pillbox"):
        bio = ids.bioid(r)
        n.f("User affected: {who} ({bl} {bv}) - re-enrolment done after repair.\n",
            who=k.s(k.nurse, "nurse", "full") if dv.key == "adc" else k.pn("full"), bl=bio[0], bv=(bio[1], "BIOID"))
    n.line("--- Labor ---")
    u1, u2 = phi.username(k.eng, r), phi.username(k.eng2, r)
    n.f("{d}  {u}  {h}  Diagnosed: {fx} required. {cl}\n", d=k.d(0, "num"), u=(u1, "USERNAME"), h=C.hours(r),
        fx=dv.fix, cl=C.clause(r))
    if r.random() < 0.6:
        n.f("{d}  {u}  {h}  {fx}; functional checks complete.\n", d=k.d(r.randint(1, 4), "num"), u=(u2, "USERNAME"),
            h=C.hours(r), fx=dv.fix[0].upper() + dv.fix[1:])
    n.line("--- Parts ---")
    po = k.newid("po")
    n.f("{pn}  {pd}  qty {q}  {pl} {po}  cost centre {cc}\n", pn=dv.part[1], pd=dv.part[0], q=r.randint(1, 2),
        pl=po[0], po=(po[1], "IDNUM"), cc=r.randint(1000, 9999))
    n.line("--- Tests ---")
    C.esafety(n, k)
    for ln in k.check_lines():
        n.line("  " + ln)
    C.test_kit(n, k)
    n.f("Resolution: {res}\n", res=r.choice(["REPAIRED - RETURN TO SERVICE", "NO FAULT FOUND - RTS",
                                             "BER - CONDEMN, replacement requested", "USER ERROR - training given"]))
    n.f("Closed: {d} by {u}\n", d=k.d(r.randint(1, 5), r.choice(["num", "iso"])), u=(u1, "USERNAME"))
    if r.random() < 0.4:
        n.f("Link: {u}\n", u=(phi.url(r, "wo"), "URL"))
    C.history(n, k)
    n.line("-" * 52)
    C.dept_footer(n, k)


def _jobsheet(n, k):
    r, dv = k.rng, k.dev
    wo = k.newid("wo")
    n.f("{h} - {dep}, {b}\n", h=k.hosp_i(False), dep=r.choice(["EBME", "Clinical Engineering", "Medical Equipment Services"]),
        b=(k.building, "LOCATION_OTHER"))
    n.line("JOB SHEET")
    n.f("Job No: {wo}    Date rec'd: {d}    Taken by: {clerk} (tel {ph})\n", wo=(wo[1], "IDNUM"), d=k.d(0),
        clerk=k.s(k.clerk, "eng", r.choice(["first", "full", "initials"])), ph=(k.dept_phone, "PHONE"))
    n.f("Ward/Dept: {w} ({dept})   Contact: {who} bleep {bl}\n", w=k.ward_i(), dept=k.dept,
        who=k.s(k.nurse, "nurse", "title_last"), bl=(k.bleep, "PHONE"))
    n.f("Equip: {desc}   Make/Model: {mm}   S/N: {s}   Asset: {a}\n", desc=dv.desc, mm=dv.make_model,
        s=(dv.serial, "DEVICE"), a=(dv.asset, "DEVICE"))
    n.f("Reported fault (as given): \"{f}\"\n", f=r.choice([dv.fault, "keeps alarming " + r.choice(C.DURATIONS),
                                                           dv.fault + " - pls come asap"]))
    v = r.randrange(3)
    if v == 0:
        n.f("Pt involvement: Y - {p} ({ml} {m}) moved to spare, obs stable. {hn}\n", p=k.pn(),
            ml=k.mrn[0], m=(k.mrn[1], "MRN"), hn=r.choice(C.HARD_NEG))
    elif v == 1:
        n.f("Pt involvement: in use on bay {bay} bed {bed} ({p}) when fault noticed; Incident {il}: {inc}\n",
            bay=(k.bay, "LOCATION_OTHER"), bed=(k.bed, "LOCATION_OTHER"), p=k.pn("title_last"),
            il="ref", inc=(k.newid("inc")[1], "IDNUM"))
    else:
        n.line("Pt involvement: N (found on PPM round, not in use)")
    n.line("")
    n.line("Engineer's report:")
    n.f("{fx}. {cl} {cl2}\n", fx=dv.fix[0].upper() + dv.fix[1:], cl=C.clause(r), cl2=C.clause(r))
    n.f("Parts used: {pd} ({pn}) x1   Time: {h}   Travel: 0\n", pd=dv.part[0], pn=dv.part[1], h=C.hours(r))
    C.esafety(n, k, table=False)
    n.line("Perf: " + "; ".join(k.check_lines()))
    n.f("Returned to ward: {d} {t}, received by {who}\n", d=k.d(r.randint(0, 3), r.choice(["num", "short"])),
        t=phi.clock(r), who=k.s(k.nurse2 if hasattr(k, "nurse2") else k.nurse, "nurse", r.choice(["full", "init_last", "first"])))
    C.sign(n, k, k.eng, "eng", r.choice(["Eng", "Engineer", "Signed"]), r.randint(0, 3))
    if r.random() < 0.35:
        n.f("Checked: {who} (Senior Clinical Engineer)\n", who=k.s(k.mgr, "eng", r.choice(["init_last", "full", "initials"])))
    if r.random() < 0.6:
        C.history(n, k)


def _joblog(n, k):
    r, dv = k.rng, k.dev
    wo = k.newid("wo")
    n.f("Job log {wo} - {mm} {desc}, asset {a}\n", wo=(wo[1], "IDNUM"), mm=dv.make_model, desc=dv.desc,
        a=(dv.asset, "DEVICE"))
    n.line("-" * 60)
    ini = k.s(k.eng, "eng", "initials")
    n.f("{d} {t} {ini}: called to {w} re {desc} alarming, bed {b}, pt {p} ({a}). {ctx}\n", d=k.d(0, "short"),
        t=phi.clock(r), ini=ini, w=k.ward_i(), desc=dv.desc, b=(k.bed, "LOCATION_OTHER"), p=k.pn(),
        a=k.age_i(), ctx=C.drug_line(r, dv.key))
    n.f("{d} {t} {ini}: on arrival {f}. Swapped for library unit s/n {s2}. Nurse in charge {nn} aware. {hn}\n",
        d=k.d(0, "short"), t=phi.clock(r), ini=k.s(k.eng, "eng", "initials"), f=dv.fault, s2=(k.other_device().serial, "DEVICE"),
        nn=k.s(k.nurse, "nurse", r.choice(["full", "first", "title_last"])), hn=r.choice(C.HARD_NEG))
    n.f("{d} {ini}: bench tested in workshop {rm}. Fault reproduced {dur}. Needs {fx}.\n", d=k.d(1, "short"),
        ini=k.s(k.eng2, "eng", "initials"), rm=(k.room, "LOCATION_OTHER"), dur=r.choice(C.DURATIONS), fx=dv.fix)
    po = k.newid("po")
    n.f("{d} {ini}: {pn} ordered from {sup} on {pl} {po}, lead time 5-7 working days.\n", d=k.d(1, "short"),
        ini=k.s(k.eng2, "eng", "initials"), pn=dv.part[1], sup=(k.supplier, "ORGANIZATION"), pl=po[0], po=(po[1], "IDNUM"))
    n.f("{d} {ini}: parts fitted, {chk}. ESA pass (PE {pe}, EqL {el}).\n", d=k.d(r.randint(5, 9), "short"),
        ini=k.s(k.eng, "eng", "initials"), chk="; ".join(k.check_lines()),
        pe="n/a" if dv.d["cls"] == "II" else "%.2f ohm" % r.uniform(0.03, 0.2), el="%d uA" % r.randint(4, 90))
    n.f("{d} {ini}: RTS to {w}. Job closed.\n", d=k.d(r.randint(6, 10), "short"), ini=k.s(k.eng, "eng", "initials"),
        w=k.ward_i())
    n.line("")
    n.f("Key: {i1} = {e1}; {i2} = {e2}\n", i1=k.s(k.eng, "eng", "initials"), e1=k.s(k.eng, "eng", "full"),
        i2=k.s(k.eng2, "eng", "initials"), e2=k.s(k.eng2, "eng", "full"))
    if r.random() < 0.7:
        C.history(n, k)
    C.dept_footer(n, k)


def _narrative_us(n, k):
    r, dv = k.rng, k.dev
    wo = k.newid("wo")
    n.f("BIOMED SERVICE TICKET {wo}\n", wo=(wo[1], "IDNUM"))
    n.f("{h} | {w} | Rm {rm}\n", h=k.hosp_i(), w=k.ward_i(), rm=(k.room, "LOCATION_OTHER"))
    n.f("Reported {d} {t} by {who}, callback {ph}\n", d=k.d(0, r.choice(["wk_text", "num"])), t=phi.clock(r),
        who=k.s(k.nurse, "nurse", r.choice(["cred", "full"])), ph=(phi.phone_ext(r, k.c), "PHONE"))
    n.f("Device: {mm} {desc} - CE# {a} / SN {s}\n", mm=dv.make_model, desc=dv.desc, a=(dv.asset, "DEVICE"),
        s=(dv.serial, "DEVICE"))
    n.line("")
    n.f("Tech notes: RN states {f} while running on pt {p} ({ml} {m}, {acl} {acc}). {ctx} Pulled from service, "
        "loaner {s2} issued. {cl}\n", f=dv.fault, p=k.pn(), ml=k.mrn[0], m=(k.mrn[1], "MRN"), acl=k.acct[0],
        acc=(k.acct[1], "ACCOUNT"), ctx=C.drug_line(r, dv.key), s2=(k.other_device().asset, "DEVICE"), cl=C.clause(r))
    n.f("Found {fx2}. Action: {fx}; verified per OEM PM procedure. Ran {std} ESA.\n",
        fx2=r.choice(["fluid ingress on main PCB", "worn part as reported", "no fault on bench after 2 h soak",
                      "cable damage at strain relief"]), fx=dv.fix, std=r.choice(C.ESA_STD[k.c]))
    for ln in k.check_lines(n=3):
        n.line(" - " + ln)
    n.f("Parts: {pn} {pd}. Labor {h}.\n", pn=dv.part[1], pd=dv.part[0], h=C.hours(r))
    n.f("Returned to {w} {d}. Signed {who}\n", w=k.ward_i(), d=k.d(r.randint(1, 3), "num"),
        who=k.s(k.eng, "eng", r.choice(["cred", "full", "init_last"])))
    n.line("")
    C.history(n, k)
    if r.random() < 0.5:
        n.f("Follow-up: {who} to confirm with {mgr} whether device goes on capital replacement list "
            "(quote {ql} {q} from {sup}).\n", who=k.s(k.eng, "eng", "first"), mgr=k.s(k.mgr, "eng", "full"),
            ql="ref", q=(k.newid("order")[1], "IDNUM"), sup=(k.supplier, "ORGANIZATION"))


def gen(rng, country, lower):
    k = Case(rng, country, home=None)
    k.nurse2 = phi.new_person(rng)
    n = Note(lower)
    style = rng.randrange(4)
    [_cmms, _jobsheet, _joblog, _narrative_us][style](n, k)
    return n
