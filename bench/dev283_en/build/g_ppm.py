"""Genre: planned preventive maintenance (PPM) reports naming wards/patients."""
import clinical as C
import phi
from context import Case, Dev
from devices import DEVICES
from notebuilder import Note

GENRE = "ppm_report"

WARD_KEYS = ["vip", "vip", "vip", "mon", "mon", "defib", "sd", "feed", "suction", "ecg", "dvt", "mattress",
             "bed", "hoist", "oxi", "warmer"]


def _round(n, k):
    r, c = k.rng, k.c
    n.f("PPM ROUND - {w} ({dept}), {h}\n", w=k.ward_i(), dept=k.dept, h=k.hosp_i())
    n.f("Week commencing {d}    Engineer(s): {e1}{e2}\n", d=k.d(0, r.choice(["num", "dmy_text", "wk_text"])),
        e1=k.s(k.eng, "eng", r.choice(["full", "init_last"])),
        e2=[" / ", k.s(k.eng2, "eng", r.choice(["full", "init_last"]))] if r.random() < 0.5 else "")
    n.f("Ward contact: {who}, ext {e}\n", who=k.s(k.nurse, "nurse", r.choice(["title_last", "full", "cred"])), e=(k.ext, "PHONE"))
    n.line("")
    n.line("Asset      Description               Serial         Result      Notes")
    n.line("---------  ------------------------  -------------  ----------  -----------------------------")
    counts = {"PASS": 0, "FAIL": 0, "DEFERRED": 0, "NOT FOUND": 0}
    rows = r.randint(7, 13)
    pt_used = False
    for i in range(rows):
        dv = Dev(r, r.choice(WARD_KEYS), k.hosp_abbr)
        res = r.choice(["PASS"] * 6 + ["FAIL", "DEFERRED", "DEFERRED", "NOT FOUND"])
        counts[res] += 1
        if res == "DEFERRED":
            if not pt_used or r.random() < 0.5:
                p = k.pt if not pt_used else phi.new_person(r)
                pt_used = True
                note = ["in use bed ", (str(r.randint(1, 30)), "LOCATION_OTHER"), " (", phi.pt(p, r, r.choice(["title_last", "LF", "init_last", "first_init"])),
                        ") - rebook ", k.d(r.randint(3, 10), "short")]
            else:
                note = ["in use side room ", (str(r.randint(1, 12)), "LOCATION_OTHER"), ", isolation - rebook"]
        elif res == "FAIL":
            note = [dv.fault[:38], "; WO ", (k.newid("wo")[1], "IDNUM")]
        elif res == "NOT FOUND":
            note = r.choice([["last seen ", (k.ward2, "HOSPITAL"), " ", k.d(-r.randint(20, 200), "num")],
                             ["poss. on loan to pt - check ", (k.newid("loan")[1], "IDNUM")], "searched x2, not found"])
        else:
            note = r.choice(["", "", "battery replaced", "new label", "pads in date", "minor scuffs", "clamp tightened"])
        n.f("{a}  {desc}  {s}  {res}  {note}\n", a=(dv.asset, "DEVICE"), desc=(dv.brand + " " + dv.model)[:24].ljust(24),
            s=(dv.serial, "DEVICE"), res=res.ljust(10), note=note)
    n.line("")
    n.line("Summary: %d PASS, %d FAIL, %d DEFERRED, %d NOT FOUND (compliance %d%%)." % (
        counts["PASS"], counts["FAIL"], counts["DEFERRED"], counts["NOT FOUND"],
        round(100 * counts["PASS"] / rows)))
    n.f("Deferred items to be completed {d} - please leave in the dirty utility or call {ph}.\n",
        d=k.d(r.randint(5, 14), r.choice(["wk_text", "num"])), ph=(k.dept_phone, "PHONE"))
    if r.random() < 0.6:
        n.f("Note: {desc} on {p}'s bed (bed {b}) is patient's own / {sup} rental - not on our register, "
            "reported to {who}.\n", desc=r.choice(["mattress pump", "feed pump", "CPAP"]), p=k.pn("title_last"),
            b=(k.bed, "LOCATION_OTHER"), sup=(k.supplier, "ORGANIZATION"), who=k.s(k.nurse, "nurse", "first"))
    n.f("Ward manager signature: {who}   Date: {d}\n", who=k.s(k.nurse, "nurse", r.choice(["full", "init_last"])),
        d=k.d(r.randint(0, 5), "num"))


def _single(n, k):
    r, dv, c = k.rng, k.dev, k.c
    n.line(r.choice(["PLANNED MAINTENANCE CERTIFICATE", "PPM TEST RECORD", "PREVENTIVE MAINTENANCE - INSPECTION REPORT"]))
    n.f("Owner: {h}    Job: {wo}    Procedure: {proc}\n", h=k.hosp_i(), wo=(k.newid("wo")[1], "IDNUM"),
        proc=r.choice(["PM-INF-03 rev 4", "EBME-SOP-112", "HTM PM 22 v2", "OEM level 2 (annual)"]))
    n.f("Asset: {a}   Serial: {s}   Model: {mm} ({desc})   FW {fw}\n", a=(dv.asset, "DEVICE"), s=(dv.serial, "DEVICE"),
        mm=dv.make_model, desc=dv.desc, fw=dv.fw)
    home = dv.d["home"] and r.random() < 0.6
    if home:
        n.f("Location: COMMUNITY - with patient {p}, {a}\n", p=k.pn(), a=k.addr_i())
        n.f("Visit arranged with {rel} {f} ({ph}); PPM done in situ on {d}.\n", rel=k.rel, f=k.fn("first"),
            ph=(k.fam_phone, "PHONE"), d=k.d(0, "num"))
    else:
        n.f("Location: {w}, {b}, room {rm}\n", w=k.ward_i(), b=(k.building, "LOCATION_OTHER"), rm=(k.room, "LOCATION_OTHER"))
    n.f("PPM due: {d1}   Completed: {d2}   Interval: {iv} months   Next due: {d3}\n", d1=k.d(-r.randint(0, 20), "month_year"),
        d2=k.d(0), iv=r.choice([6, 12, 12, 24]), d3=k.d(365, "month_year"))
    n.line("")
    n.line("1. Visual / mechanical")
    n.line("   " + r.choice(C.VISUAL))
    n.line("2. Functional")
    for ln in k.check_lines(n=3):
        n.line("   [x] " + ln)
    n.line("   [x] Alarms: audible/visual, " + r.choice(["all priorities", "high/medium tested", "per OEM checklist"]))
    n.line("3. Electrical safety")
    C.esafety(n, k, table=True)
    n.line("4. Parts replaced: " + r.choice(["none", "%s (%s)" % dv.part, "battery (preventive, 3 yr)", "filters"]))
    C.test_kit(n, k, "5. Test equipment")
    n.line("")
    n.f("Result: {res}\n", res=r.choice(["PASS - returned to service", "PASS", "PASS with advisory: casing worn",
                                         "FAIL - see corrective WO"]))
    C.sign(n, k, k.eng, "eng", "Tested by", 0)
    if r.random() < 0.5:
        C.sign(n, k, k.mgr, "eng", "Verified", r.randint(1, 6))
    if home:
        n.f("Customer signature: {sig} (pt's {rel})\n", sig=k.fn("full"), rel=k.rel)
    n.line("")
    C.history(n, k)
    C.dept_footer(n, k)


def _monthly(n, k):
    r, c = k.rng, k.c
    n.f("{h} - Medical Equipment PPM compliance, {m}\n", h=k.hosp_i(False), m=k.d(0, "month_year"))
    n.f("Prepared by {who} for the Medical Devices Committee ({d})\n", who=k.s(k.mgr, "eng", r.choice(["full", "cred"])),
        d=k.d(r.randint(3, 10), "num"))
    n.line("")
    n.line("Area                 Due   Done   %     High-risk overdue")
    wards = [k.ward, k.ward2] + [w for w in ["ICU", "ED", "Theatres", "Renal Unit", "NICU"]]
    for w in wards[:r.randint(4, 7)]:
        due = r.randint(12, 180)
        done = due - r.randint(0, max(1, due // 6))
        item = (w, "HOSPITAL") if w in (k.ward, k.ward2) else w
        n.f("{w}{pad} {due}   {done}   {pc}%   {od}\n", w=item, pad=" " * max(1, 19 - len(w)), due=str(due).rjust(4), done=str(done).rjust(4),
            pc=round(100 * done / due), od=r.randint(0, 4))
    n.line("")
    n.line("Exceptions requiring action:")
    n.f("- {desc} {a} (s/n {s}) on long-term loan to {p} ({ml} {m}) - PPM {n} months overdue; {rel} {f} "
        "not returning calls ({ph}). Community team asked to visit {addr}.\n", desc=k.dev.desc, a=(k.dev.asset, "DEVICE"),
        s=(k.dev.serial, "DEVICE"), p=k.pn(), ml=k.mrn[0], m=(k.mrn[1], "MRN"), n=r.randint(2, 14), rel=k.rel,
        f=k.fn("full"), ph=(k.fam_phone, "PHONE"), addr=k.addr_i())
    d2 = k.other_device()
    n.f("- {desc} {a} in {w} cannot be released: in continuous use ({p}, {a2} days on unit). Swap planned {d}.\n",
        desc=d2.desc, a=(d2.asset, "DEVICE"), w=(k.ward2, "HOSPITAL"), p=phi.pt(phi.new_person(r), r, "init_last"),
        a2=r.randint(10, 60), d=k.d(r.randint(5, 20), "short"))
    n.f("- {cnt} defibrillators on {w} failed pad-expiry check - replaced.\n", cnt=r.randint(1, 3), w=k.ward_i())
    if r.random() < 0.6:
        n.f("- Contractor {sup} PPM on {eq} delayed: engineer {who} off sick; revised date {d}.\n", sup=(k.supplier, "ORGANIZATION"),
            eq=r.choice(["dialysis fleet", "ventilators", "ESUs", "hoists (LOLER)"]), who=k.s(k.sup_eng, "eng", "full"),
            d=k.d(r.randint(10, 30), "num"))
    n.line("")
    n.line("Notes: target 95% for high-risk (infusion, ventilation, defib), 90% overall. " + r.choice(C.HARD_NEG))


def gen(rng, country, lower):
    k = Case(rng, country)
    n = Note(lower)
    st = rng.randrange(3)
    [_round, _single, _monthly][st](n, k)
    return n
