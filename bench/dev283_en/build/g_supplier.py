"""Genre: supplier / manufacturer field service reports."""
import clinical as C
import pools_places as PP
import ids
import phi
from context import Case, Dev
from notebuilder import Note

GENRE = "supplier_service"

CALL_TYPES = ["Contract PPM", "Breakdown - chargeable", "Breakdown - under warranty", "FSN retrofit",
              "Installation / acceptance", "Loan unit swap", "Software upgrade"]


def _report(n, k):
    r, c, dv = k.rng, k.c, k.dev
    sr = k.newid("sr")
    n.f("{sup}\n", sup=(k.supplier, "ORGANIZATION"))
    n.f("{street}, {city}  Tel {ph}  Fax {fx}  {url}\n", street=(k.hosp_street, "STREET"), city=(k.hosp_city, "CITY"),
        ph=(phi.phone(r, c), "PHONE"), fx=(phi.phone(r, c), "FAX"), url=(phi.url(r, "generic"), "URL"))
    n.line("FIELD SERVICE REPORT")
    n.f("{sl}: {sv}     Call type: {ct}     Date: {d}\n", sl=sr[0], sv=(sr[1], "IDNUM"), ct=r.choice(CALL_TYPES), d=k.d(0))
    ca = ids.rental_account(r)
    n.f("Customer: {h}, {dep}     {cl} {cv}     PO {po}\n", h=k.hosp_i(False), dep=r.choice(["Clinical Engineering", "EBME", "Biomedical Engineering", k.dept]),
        cl=ca[0], cv=(ca[1], "ACCOUNT"), po=(k.newid("po")[1], "IDNUM"))
    n.f("Site contact: {who} ({ph})\n", who=k.s(k.eng, "eng", r.choice(["full", "init_last", "cred"])), ph=(phi.phone_ext(r, c), "PHONE"))
    n.f("Equipment: {mm} {desc}   S/N {s}   Customer asset {a}   SW {fw} -> {fw2}\n", mm=dv.make_model, desc=dv.desc,
        s=(dv.serial, "DEVICE"), a=(dv.asset, "DEVICE"), fw=dv.fw, fw2=r.choice([dv.fw, "%d.%d.%d" % (r.randint(2, 9), r.randint(0, 9), r.randint(0, 20))]))
    n.f("Location of equipment: {w}{rm}\n", w=k.ward_i(), rm=[", room ", (k.room, "LOCATION_OTHER")] if r.random() < 0.5 else "")
    n.line("")
    n.f("Reported problem: {f}\n", f=dv.fault)
    n.line("Work carried out:")
    steps = ["Interrogated service log, error history exported to USB (attached).",
             "Performed full calibration per service manual section 5.",
             dv.fix[0].upper() + dv.fix[1:] + ".",
             "Replaced %s (%s)." % dv.part,
             "Ran burn-in for 2 h, no recurrence.",
             "Verified alarms and battery operation.",
             "Updated firmware; configuration backed up and restored."]
    for st in C.pick(r, steps, r.randint(3, 5)):
        n.line(" - " + st)
    for ln in k.check_lines(n=2):
        n.line(" - " + ln)
    C.esafety(n, k, table=r.random() < 0.5)
    kind, model = r.choice([("analyser", "Tevix ESA-612"), ("analyser", "Fluxor IDA-4"), ("simulator", "Simula PS-420")])
    n.f("Test equipment: {m} s/n {s}, {cl} {cv}\n", m=model, s=(ids.serial(r), "DEVICE"),
        cl="cal cert", cv=(ids.idnum(r, "cert")[1], "IDNUM"))
    n.line("")
    if r.random() < 0.55:
        n.f("Note: device was connected to a patient on arrival ({p}, bed {b}). Staff ({nn}) transferred pt to "
            "loan unit s/n {s2} before work started. {hn}\n", p=k.pn(r.choice(["title_last", "initials", "LF"])),
            b=(k.bed, "LOCATION_OTHER"), nn=k.s(k.nurse, "nurse", r.choice(["first", "title_last"])),
            s2=(Dev(r, dv.key, None).serial, "DEVICE"), hn=r.choice(C.HARD_NEG))
    n.line("Parts:  " + "%s  %s  x1   |  travel %d km  |  labour %s" % (dv.part[1], dv.part[0], r.randint(5, 220), C.hours(r)))
    n.f("Status: {st}\n", st=r.choice(["Equipment returned to service", "Awaiting parts - unit left out of use",
                                       "Swap-out: faulty unit returned to depot", "Quote to follow"]))
    lic = ids.license_(r, c, {"UK": "HCPC", "US": "state", "AU": "elec", "CA": "dl"}[c]) if r.random() < 0.4 else None
    n.f("Engineer: {who}{lic}   Mobile {mb}   {em}\n", who=k.s(k.sup_eng, "eng", r.choice(["full", "cred"])),
        lic=[" (", lic[0], " ", (lic[1], "LICENSE"), ")"] if lic else "", mb=(phi.phone(r, c, "mobile"), "PHONE"),
        em=(phi.email(k.sup_eng, r), "EMAIL"))
    n.f("Customer signature: {who}   Print: {pr}   Date: {d}\n", who=k.s(k.eng, "eng", "initials"), pr=k.s(k.eng, "eng", "full"),
        d=k.d(0, "num"))


def _depot(n, k):
    r, c, dv = k.rng, k.c, k.dev
    rma = k.newid("rma")
    n.f("DEPOT REPAIR REPORT - {sup}\n", sup=(k.supplier, "ORGANIZATION"))
    n.f("{rl}: {rv}    Received: {d1}    Shipped: {d2}    Courier: {co} {tr}\n", rl=rma[0], rv=(rma[1], "IDNUM"),
        d1=k.d(0, "num"), d2=k.d(r.randint(3, 15), "num"), co=(k.courier, "ORGANIZATION"),
        tr=["tracking ", ("%s%d" % (r.choice(["JD", "1Z", "CP"]), r.randint(10 ** 9, 10 ** 10 - 1)), "IDNUM")])
    n.f("Returned by: {h} ({who}, {em})\n", h=k.hosp_i(False), who=k.s(k.eng, "eng", "full"), em=(k.dept_email, "EMAIL"))
    n.f("Unit: {mm}  S/N {s}  (customer ref {a})\n", mm=dv.make_model, s=(dv.serial, "DEVICE"), a=(dv.asset, "DEVICE"))
    n.line("Decontamination certificate: " + r.choice(["received, OK", "MISSING - unit held in quarantine 2 days", "received"]))
    n.line("")
    n.f("Repair centre: {city}, {co} (unit forwarded by local depot {d})\n", city=r.choice(["central depot", "EMEA repair hub", "regional workshop"]),
        co=(r.choice(PP.COUNTRIES), "COUNTRY"), d=k.d(1, "num"))
    n.line("Customer fault description: " + dv.fault)
    if r.random() < 0.6:
        n.f("Associated complaint: {cv} (customer reports event involving patient; patient identifiers redacted "
            "by customer except initials {ini} and age {a}).\n", cv=(ids.idnum(r, "complaint")[1], "IDNUM"),
            ini=k.pn("initials"), a=(str(k.age), "AGE"))
    n.line("Findings: " + r.choice(["Fault confirmed.", "Could not replicate; unit soak-tested 48 h.",
                                    "Evidence of fluid ingress (dried dextrose residue).", "Drop damage to chassis."]))
    n.line("Repair: " + dv.fix + "; replaced " + "%s (%s)" % dv.part + ".")
    n.line("Final test: " + "; ".join(k.check_lines(n=3)) + ".")
    C.esafety(n, k, table=False)
    n.f("Technician: {who}   QA: {qa}   Date: {d}\n", who=k.s(k.sup_eng, "eng", r.choice(["init_last", "full"])),
        qa=k.s(k.eng2, "eng", r.choice(["initials", "init_last"])), d=k.d(r.randint(2, 14), "iso"))
    n.f("Invoice to account {ac}; warranty on repair 90 days.\n", ac=(ids.rental_account(r)[1], "ACCOUNT"))
    n.f("Questions: {ph} or {url}\n", ph=(phi.phone(r, c), "PHONE"), url=(phi.url(r, "portal"), "URL"))


def gen(rng, country, lower):
    k = Case(rng, country)
    n = Note(lower)
    if rng.random() < 0.6:
        _report(n, k)
    else:
        _depot(n, k)
    if rng.random() < 0.3:
        n.line("")
        C.history(n, k)
    return n
