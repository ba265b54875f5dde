"""Genre: infusion pump drug library change logs (change control, server
audit trail, deployment records). Library names and versions are NOT PHI.
"""
import ids
import phi
from context import Case, Dev
from devices import DRUGS
from notebuilder import Note

GENRE = "pump_library_log"

CARE_AREAS = ["ADULT-ICU", "ADULT-GEN", "PAEDS", "NICU", "ONC", "THEATRES", "MATERNITY", "RENAL", "CARDIAC-HDU"]
REASONS = ["new concentration added (standardised)", "soft max lowered after near miss",
           "hard max added", "duplicate entry removed", "renamed to tall-man lettering",
           "bolus permitted with lockout", "clinical advisory text updated", "units changed to mcg/kg/min",
           "concentration withdrawn (supply issue)", "care area weight limits revised"]


def _people(k):
    r = k.rng
    k.u_pharm = phi.username(k.pharm, r)
    k.u_eng = phi.username(k.eng, r)
    k.u_doc = phi.username(k.doc, r)
    k.server_ip = phi.ipaddr(r)
    k.lib = r.choice(CARE_AREAS)
    k.v0 = r.randint(8, 60)


def _change_rows(n, k, rows):
    r = k.rng
    n.line("Drug                       Conc                   Area        Soft max   Hard max   Change")
    for _ in range(rows):
        dname, conc, unit = r.choice(DRUGS)
        sm = r.choice(["2000", "10", "0.5", "40", "200", "15", "3", "125"])
        hm = str(round(float(sm) * r.choice([1.5, 2, 3]), 2))
        n.line("%-26s %-22s %-11s %-10s %-10s %s" % (dname[:26], conc, r.choice(CARE_AREAS), sm + " " + unit.split("/")[0],
                                                     hm, r.choice(REASONS)))


def _cc_form(n, k):
    r, c = k.rng, k.c
    cr = k.newid("cr")
    n.line("DRUG LIBRARY CHANGE CONTROL")
    n.f("{cl}: {cv}     Library: {lib}  v{v0} -> v{v1}     Platform: Corvane DoseSafe {pv}\n", cl=cr[0],
        cv=(cr[1], "IDNUM"), lib=k.lib, v0=k.v0, v1=k.v0 + 1, pv=r.choice(["4.2", "5.0.1", "5.3"]))
    n.f("Site: {h}    Server: {ip}\n", h=k.hosp_i(), ip=(k.server_ip, "IPADDR"))
    n.f("Requested by: {who} ({role}), {d}\n", who=k.s(k.pharm, "pharm", r.choice(["full", "cred"])),
        role=r.choice(["Medication Safety Pharmacist", "ICU Pharmacist", "Lead Pharmacist, Paeds"]), d=k.d(0))
    n.f("Clinical approval: {doc}, Chair of Medicines Safety Group, {d}{bio}\n", doc=k.s(k.doc, "doc", r.choice(["title_last", "cred"])),
        d=k.d(r.randint(1, 10), "num"), bio=(lambda b: [" (biometric e-signature, ", b[0], " ", (b[1], "BIOID"), ")"])(ids.bioid(r))
        if r.random() < 0.5 else "")
    n.line("")
    n.line("Reason for change:")
    if r.random() < 0.6:
        inc = k.newid("inc")
        n.f("Following incident {iv} ({w}, {d}): pt {p} received {dname} at 10x intended rate; soft limit was "
            "overridden and no hard limit existed. {hn}\n", iv=(inc[1], "IDNUM"), w=k.ward_i(),
            d=k.d(-r.randint(10, 60), "num"), p=k.pn(r.choice(["initials", "title_last", "LF"])),
            dname=r.choice(DRUGS)[0], hn=r.choice(["Pt recovered, no lasting harm.", "Pt required HDU admission.",
                                                   "Detected at pump check, stopped after 20 min."]))
    else:
        n.line("Annual library review; alignment with national standard concentrations; removal of unused entries.")
    n.line("")
    n.line("Changes:")
    _change_rows(n, k, r.randint(3, 7))
    n.line("")
    n.f("Built by: {u} ({who})   Peer check: {u2} ({who2})\n", u=(k.u_pharm, "USERNAME"), who=k.s(k.pharm, "pharm", "init_last"),
        u2=(k.u_eng, "USERNAME"), who2=k.s(k.eng, "eng", "init_last"))
    n.f("Test pump: s/n {s} - library loaded {d}, all entries verified against print-out (2 pages, {cnt} lines).\n",
        s=(k.dev.serial, "DEVICE"), d=k.d(r.randint(10, 14), "num"), cnt=r.randint(40, 400))
    n.f("Go-live: {d} {t}. Pumps receive package on next dock/Wi-Fi connect.\n", d=k.d(r.randint(14, 21), "wk_text"), t=phi.clock(r))
    n.f("Comms: safety bulletin emailed to {w} and {w2} managers; queries to {em} or ext {e}.\n", w=k.ward_i(),
        w2=(k.ward2, "HOSPITAL"), em=(phi.org_email(r, r.choice(["medsafety", "pharmacy.dl", "pump.library"])), "EMAIL"),
        e=(k.ext, "PHONE"))


def _audit(n, k):
    r = k.rng
    n.f("DoseSafe server audit trail - {ip} - export {d} by {u}\n", ip=(k.server_ip, "IPADDR"), d=k.d(25, "iso"),
        u=(k.u_eng, "USERNAME"))
    n.line("timestamp            user              ws_ip            action")
    off = 0
    users = [k.u_pharm, k.u_eng, k.u_doc, r.choice(["svc_dlm", "pumpadmin", "interface_hl7"])]
    ips = [phi.ipaddr(r) for _ in users]
    acts = ["LOGIN ok", "OPEN library %s draft v%d" % (k.lib, k.v0 + 1), "EDIT entry 'heparin 25,000 units/50 mL' soft max 2000->1800",
            "EDIT entry 'insulin 50 units/50 mL' hard max 20 units/h", "SUBMIT for approval", "APPROVE (e-signature)",
            "LOGIN failed (bad password)", "PUBLISH package DL%d" % (k.v0 + 1), "PUSH to 3 care areas",
            "EXPORT report 'Library comparison'", "LOGOUT", "ACK pump status sync"]
    for i in range(r.randint(8, 14)):
        j = r.randrange(len(users))
        off += r.choice([0, 0, 0, 1, 2])
        n.f("{d} {t}  {u}  {ip}  {a}\n", d=k.d(off, r.choice(["iso", "iso", "num"])),
            t="%02d:%02d:%02d" % (r.randint(7, 23), r.randint(0, 59), r.randint(0, 59)),
            u=(users[j], "USERNAME"), ip=(ips[j], "IPADDR"), a=r.choice(acts))
    if r.random() < 0.6:
        bio = ids.bioid(r)
        n.f("APPROVE signature method: biometric ({bl} {bv}, user {u})\n", bl=bio[0], bv=(bio[1], "BIOID"), u=(k.u_doc, "USERNAME"))
    n.line("")
    n.line("Pump sync status after publish:")
    total = r.randint(80, 400)
    n.line("  %d/%d pumps on v%d; %d pending" % (total - 4, total, k.v0 + 1, 4))
    for _ in range(r.randint(2, 4)):
        d = Dev(r, "vip", k.hosp_abbr)
        last = r.choice([["last seen ", (k.ward, "HOSPITAL"), " ", k.d(-r.randint(1, 40), "num")],
                         ["docked in ", (k.ward2, "HOSPITAL"), ", offline"],
                         ["on patient transfer to ", (k.hosp2, "HOSPITAL")],
                         ["in EBME workshop (WO ", (k.newid("wo")[1], "IDNUM"), ")"]])
        n.f("  - s/n {s}  asset {a}  {last}\n", s=(d.serial, "DEVICE"), a=(d.asset, "DEVICE"), last=last)
    n.f("Note ({ini}): pump s/n {s} still on v{v} - in use on {p} ({w} bed {b}); update at next set change.\n",
        ini=k.s(k.eng, "eng", "initials"), s=(k.dev.serial, "DEVICE"), v=k.v0, p=k.pn(r.choice(["title_last", "init_last", "initials"])),
        w=k.ward_i(), b=(k.bed, "LOCATION_OTHER"))


def _memo(n, k):
    r = k.rng
    n.f("From: {who}, Pharmacy\nTo: Infusion Devices Group\nDate: {d}\nRe: {lib} library v{v1} - summary of changes\n\n",
        who=k.s(k.pharm, "pharm", r.choice(["full", "cred"])), d=k.d(0, r.choice(["dmy_text", "mdy_text"])), lib=k.lib, v1=k.v0 + 1)
    n.f("Hi all - v{v1} went live on {d}. Main points:\n", v1=k.v0 + 1, d=k.d(-r.randint(1, 5), "wk_text"))
    dname, conc, unit = r.choice(DRUGS)
    n.f("* {dn} {conc}: new soft max {sm} {u}. This follows the event on {w} on {d} ({iv}) where {p} "
        "received a double-strength bag - thankfully no harm. {hn}\n", dn=dname, conc=conc, sm=r.choice(["12", "0.3", "1,800"]),
        u=unit, w=k.ward_i(), d=k.d(-r.randint(20, 50), "short"), iv=(k.newid("inc")[1], "IDNUM"),
        p=k.pn(r.choice(["title_last", "initials"])), hn=r.choice(["INR 2.8, on warfarin 3 mg OD.", "Glucose 14.2 mmol/L.",
                                                                   "K+ 5.9 mmol/L on repeat.", "APTT ratio 3.1 at 06:00."]))
    n.line("* Removed 14 legacy entries (free-text 'Other drug' retained, max 999 mL/h).")
    n.line("* PAEDS care area: weight limits 0.4-80 kg; dose-error reduction on for all opioids.")
    n.f("* {cnt} pumps were offline at publish - Clinical Engineering ({who}) will sweep {w2} and {w3} this week.\n",
        cnt=r.randint(3, 30), who=k.s(k.eng, "eng", "full"), w2=(k.ward2, "HOSPITAL"), w3=(r.choice(["Theatres", "ED", "ICU"])))
    n.line("")
    n.f("Compliance last month (library use): {pc}% overall, {pc2}% on {w}. Override report attached "
        "(exported by {u}).\n", pc=r.randint(78, 98), pc2=r.randint(55, 99), w=k.ward_i(), u=(k.u_pharm, "USERNAME"))
    n.f("Thanks to {a} and {b} for testing on s/n {s}.\n", a=k.s(k.nurse, "nurse", "first"), b=k.s(k.eng2, "eng", "first"),
        s=(k.dev.serial, "DEVICE"))
    n.line("")
    lic = ids.license_(r, k.c, {"UK": "GMC", "US": "NPI", "AU": "AHPRA", "CA": "CPSO"}[k.c]) if r.random() < 0.5 else None
    n.f("{who}\n{role}\nTel {ph} | {em}\n", who=k.s(k.pharm, "pharm", "full"),
        role=r.choice(["Medication Safety Officer", "Principal Pharmacist - Critical Care", "Clinical Pharmacist"]),
        ph=(k.dept_phone, "PHONE"), em=(phi.email(k.pharm, r), "EMAIL"))
    if lic:
        n.f("cc: {doc} ({ll} {lv}), Chair MSG\n", doc=k.s(k.doc, "doc", "title_last"), ll=lic[0], lv=(lic[1], "LICENSE"))


def gen(rng, country, lower):
    k = Case(rng, country, dev_key="vip")
    _people(k)
    n = Note(lower)
    st = rng.randrange(3)
    [_cc_form, _audit, _memo][st](n, k)
    return n
