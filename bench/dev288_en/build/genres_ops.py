"""Operational genres: visiting car / driver logs, significant event (incident)
reports, and locum session invoices / timesheets."""

import clinical as CL
import common as C
import phi
from case import nm, person, street_line, make_case, addr
from doc import Doc
import pools_places as PL

CARS = ["Skoda Octavia estate", "Toyota Corolla hybrid", "VW Passat", "Kia Niro", "Hyundai Tucson",
        "Subaru Outback", "Toyota RAV4", "Ford Mondeo", "Mitsubishi Outlander PHEV", "Dodge Grand Caravan"]
CHECKS = ["Tyres/lights OK", "Oxygen cylinder CD size 3/4 full", "Sharps bin < 3/4", "Glucometer QC done (level 2: 15.1)",
          "ECG machine charged", "Satnav updated", "Grab bag sealed, seal no. %s", "Suction unit tested",
          "Fuel 1/2 tank", "Screenwash low - topped up", "Spare PPE stocked"]


def _job_site(r, c):
    """A fresh visit destination: different patient, invented address."""
    k = r.random()
    if k < 0.25:
        return [("HOSPITAL", C.org_name(r, PL.CAREHOME_T[c.country], c.country)), ", ", ("CITY", c.base_town)]
    near = [t for t in PL.TOWNS[c.country] if t[1] == c.base_region]
    town, region = r.choice(near) if len(near) >= 2 else r.choice(PL.TOWNS[c.country])
    out = [("STREET", street_line(r, c.country)), ", ", ("CITY", town)]
    if r.random() < 0.6:
        out += [" ", ("ZIP", phi.postcode(r, c.country, region))]
    return out


def car_log(r, c):
    d = Doc()
    sh = r.choice([(18, 30), (19, 0), (22, 0), (8, 0), (0, 0)])
    d.ln(r.choice(["VISITING CAR LOG", "OOH Driver Shift Log", "Mobile Unit - Vehicle & Journey Record"]))
    d.ln("{o}   Base: {b}", o=("ORGANIZATION", c.org), b=("HOSPITAL", c.base))
    d.ln("Shift date: {dt}   %s - %s" % (C.tm(r, sh[0], sh[1], "colon"), C.tm(r, (sh[0] + r.choice([8, 10, 12])) % 24, sh[1], "colon")),
         dt=C.D(r, c.date, c, r.choice(["wk_dmy", "dmy", "d_mon_y", "iso"])))
    d.ln("Vehicle: {v}  (%s, fleet %s)" % (r.choice(CARS), r.choice(["car 2", "car 4", "unit 7", "lease", "pool"])),
         v=("VEHICLE", c.plate))
    if r.random() < 0.4:
        d.ln("VIN: {v}", v=("VEHICLE", phi.vin(r)))
    lic = phi.driving_licence(r, c.country, c.driver.last, c.driver.first,
                              phi.dshift(c.date, -r.randint(9000, 22000)), c.driver.sex)
    d.ln("Driver: {n}   Licence no: {l}", n=nm(r, c.driver, "DOCTOR", r.choice(["full", "init_last", "full"])),
         l=("LICENSE", lic))
    d.ln("Clinician: {n}   mobile {m}", n=C.doc_name(r, c.doc, r.choice(["dr_full", "dr_init"])), m=("PHONE", c.doc_mob))
    odo = r.randrange(12000, 160000)
    dist = r.randrange(40, 260)
    d.ln("Odometer start %d  end %d  (%d %s)" % (odo, odo + dist, dist, "mi" if c.country == "UK" else "km"))
    d.ln("Fuel card: {f}   Fuel purchased: %s" % r.choice(["nil", "32.4 L", "41.0 L", "nil", "28.9 L"]),
         f=("ACCOUNT", phi.account_no(r, "fuel")))
    d.ln("")
    d.ln("PRE-SHIFT CHECKS")
    for x in CL.some(r, CHECKS, 3, 6):
        if "%s" in x:
            x = x % phi._d(r, 6)
        d.ln("  - " + x)
    d.ln("  - AED serial {s} - self test passed", s=("DEVICE", phi.device_serial(r, "aed")))
    if r.random() < 0.5:
        d.ln("  - Tablet {s} logged in as {u}", s=("DEVICE", phi.device_serial(r, "laptop")), u=("USERNAME", c.doc_user))
    d.ln("CD safe opened %s via fingerprint reader, ID {b} (%s). Stock matches register p.%d." % (
        C.tm(r, sh[0], sh[1] + r.randrange(1, 20), "colon"), r.choice(["driver", "clinician"]), r.randrange(2, 90)),
         b=("BIOID", phi.bio_id(r)))
    d.ln("")
    d.ln("JOURNEYS")
    h, m = sh[0], sh[1] + r.randrange(5, 30)
    njobs = r.randint(3, 7)
    for i in range(njobs):
        h, m = C.later(h, m, r.randrange(10, 40))
        dep = C.tm(r, h, m, "colon")
        h, m = C.later(h, m, r.randrange(8, 45))
        arr = C.tm(r, h, m, "colon")
        h, m = C.later(h, m, r.randrange(15, 60))
        lv = C.tm(r, h, m, "colon")
        site = _job_site(r, c)
        who = None
        if r.random() < 0.45:
            pp = person(r)
            who = [" - pt ", ("PATIENT", r.choice([pp.last.upper(), "%s %s" % (pp.first[0], pp.last), pp.last]))]
        d.ln("%d) dep %s -> {s} arr %s left %s  %d %s  case {cn}{w}" % (
            i + 1, dep, arr, lv, r.randrange(2, 40), "mi" if c.country == "UK" else "km"),
             s=site, cn=("IDNUM", phi.case_no(r, c.date)), w=who)
    h, m = C.later(h, m, r.randrange(10, 40))
    d.ln("Returned to base %s." % C.tm(r, h, m, "colon"))
    d.ln("")
    notes = [["Delay - roadworks outside {x}, diverted.", lambda: ("LOCATION_OTHER", C.landmark(r, c))],
             ["Stopped for fuel at %s." % r.choice(["services", "24h garage", "roadhouse"]), None],
             ["Minor damage n/s mirror in narrow lane - reported to fleet manager {x}.", lambda: nm(r, c.nurse, "DOCTOR", "full")],
             ["Dashcam unit {x} downloaded at end of shift.", lambda: ("DEVICE", phi.device_serial(r, "other"))],
             ["Sat nav postcode wrong for job 2 - correct {x}.", lambda: ("ZIP", phi.postcode(r, c.country, c.region))],
             ["Dog at property job 3, waited for owner.", None]]
    for tmpl, fn in CL.some(r, notes, 1, 2):
        d.ln("Notes: " + tmpl, x=fn() if fn else "")
    d.ln("Keys + CD box handed to {n} (shift lead) %s." % C.tm(r, *C.later(h, m, r.randrange(3, 15)), style="colon"), n=nm(r, c.handler, "DOCTOR", "full"))
    if r.random() < 0.5:
        d.ln("Total: %d visits, %d base transfers, %d aborted (pt taken by ambulance)." % (
            njobs, r.randint(0, 2), r.randint(0, 1)))
    d.ln("Driver sig: {i}   Clinician sig: {j}", i=("DOCTOR", (c.driver.first[0] + c.driver.last[0]).upper()),
         j=("DOCTOR", (c.doc.first[0] + c.doc.last[0]).upper()))
    return d


EVENTS = ["cd", "wrong_pharmacy", "missed_visit", "it_outage", "car_rtc", "delayed_callback", "wrong_patient_record"]


def sig_event(r, c):
    d = Doc()
    ev = r.choice(EVENTS)
    rep = phi.dshift(c.date, r.randint(0, 5))
    revd = phi.dshift(rep, r.randint(7, 40))
    ref = r.choice(["SE-%d-%03d" % (c.date.year, r.randrange(1, 300)), "INC%s" % phi._d(r, 6), "DATIX %s" % phi._d(r, 5)])
    d.ln(r.choice(["SIGNIFICANT EVENT ANALYSIS", "Incident Report Form", "Significant Event / Learning Review"]))
    d.ln("Reference: {ref}", ref=("IDNUM", ref))
    d.ln("Organisation: {o}    Site: {b}", o=("ORGANIZATION", c.org), b=("HOSPITAL", c.base))
    d.ln("Date of event: {a}    Date reported: {b}    Reviewed at meeting: {c}", a=C.D(r, c.date, c), b=C.D(r, rep, c),
         c=C.D(r, revd, c, r.choice(["d_mon_y", "dmy", "d_month_y"])))
    d.ln("Reported by: {n} (%s)" % r.choice(["shift lead", "OOH GP", "triage nurse", "driver", "call handler"]),
         n=nm(r, r.choice([c.doc, c.nurse, c.handler]), "DOCTOR", "full"))
    d.ln("Patient involved: {n}  %s {x}  ({a})" % c.mrn_label, n=C.pt_name(r, c, r.choice(["full", "initials"])),
         x=("MRN", c.mrn), a=("AGE", str(c.age)) if r.random() < 0.5 else ("DATE", phi.dob_str(r, c.dob, c.country)))
    d.ln("Harm: %s" % r.choice(["none", "no harm - near miss", "low harm", "moderate harm"]))
    d.ln("")
    d.ln("WHAT HAPPENED")
    if ev == "cd":
        d.ln("At stock check %s the car CD box for {v} showed midazolam 10mg/2ml x9 against register x10. "
             "Safe audit log shows access by biometric IDs {b1} and {b2} only." % C.tm(r, style="colon"),
             v=("VEHICLE", c.plate), b1=("BIOID", phi.bio_id(r)), b2=("BIOID", phi.bio_id(r)))
        d.ln("Ampoule later found used at home visit (case {cn}); administration recorded but register not signed by {n}.",
             cn=("IDNUM", c.case_no), n=C.doc_name(r, c.doc, "dr_last"))
    elif ev == "wrong_pharmacy":
        d.ln("Prescription for {n} faxed to {p1} ({f}) instead of {p2}. Pt waited 2 hours; supply eventually made "
             "after call to pharmacist {ph}.", n=C.pt_name(r, c, "title_last"),
             p1=("HOSPITAL", C.org_name(r, PL.PHARMACY_T[c.country], c.country)), f=("FAX", phi.phone(r, c.country)),
             p2=("HOSPITAL", c.pharmacy), ph=nm(r, c.pharmacist, "DOCTOR", "full"))
    elif ev == "missed_visit":
        d.ln("Home visit to {a} logged as complete but not attended. Case {cn} closed by user {u} at %s." % C.tm(r, style="colon"),
             a=addr(r, c, "no_region"), cn=("IDNUM", c.case_no), u=("USERNAME", c.doc_user))
        d.ln("{rel} {f} rang back at %s; visit made by {d}.".replace("{rel}", c.nok_rel.capitalize()) % C.tm(r, style="colon"),
             f=C.fam_name(r, c.nok, "first"), d=C.doc_name(r, c.doc, "dr_full"))
    elif ev == "it_outage":
        d.ln("Clinical system unavailable %s-%s. Remote sessions from {ip1} and {ip2} dropped; paper backup used." % (
            C.tm(r, style="colon"), C.tm(r, style="colon")), ip1=("IPADDR", phi.ip(r)), ip2=("IPADDR", phi.ip(r)))
        d.ln("Users affected: {u1}, {u2}. Case {cn} ({n}) not transferred to daytime practice until {w}.",
             u1=("USERNAME", c.doc_user), u2=("USERNAME", c.nurse_user), cn=("IDNUM", c.case_no),
             n=C.pt_name(r, c, "full"), w=C.D(r, phi.dshift(c.date, 2), c, r.choice(["weekday", "wk_short"])))
    elif ev == "car_rtc":
        d.ln("OOH car {v} in low-speed collision on way to visit at {a}. No injuries. Driver {dr}, licence {l}.",
             v=("VEHICLE", c.plate), a=[("CITY", c.town)], dr=nm(r, c.driver, "DOCTOR", "full"),
             l=("LICENSE", phi.driving_licence(r, c.country, c.driver.last, c.driver.first,
                                               phi.dshift(c.date, -r.randint(9000, 20000)), c.driver.sex)))
        d.ln("Visit delayed 70 min; pt {n} seen by {d}. Police ref {x}.", n=C.pt_name(r, c, "title_last"),
             d=C.doc_name(r, c.doc, "dr_last"), x=("IDNUM", "%s/%s" % (phi._d(r, 4), phi._d(r, 2))))
    elif ev == "delayed_callback":
        d.ln("Dx05 callback for {n} (tel {p}) breached by 95 min during surge (queue 61 cases). "
             "Pt attended {h} ED by own transport.", n=C.pt_name(r, c, "full"), p=("PHONE", c.phone_mob),
             h=("HOSPITAL", c.hospital))
    else:
        d.ln("Consultation for {n} saved to record of {n2} (same surname, similar DOB). Identified by {g} at {p} "
             "next morning.", n=C.pt_name(r, c, "full"), n2=("PATIENT", "%s %s" % (person(r).first, c.pt.last)),
             g=C.doc_name(r, c.gp, "dr_last"), p=("HOSPITAL", c.practice))
    d.ln("")
    d.ln("TIMELINE")
    h, m = C.ooh_time(r)
    steps = ["call received, Dx05 disposition", "triage callback attempted - no answer",
                            "clinician callback completed", "visit allocated to car", "car departed base",
                            "visit completed", "case closed on system", "error identified by shift lead",
                            "pt/family contacted", "on-call manager informed"]
    keep = sorted(r.sample(range(len(steps)), r.randint(3, 6)))
    for step in [steps[i] for i in keep]:
        d.ln("  %s  %s" % (C.tm(r, h, m, "colon"), step))
        h, m = C.later(h, m, r.randrange(5, 70))
    if r.random() < 0.6:
        d.ln("Duty of candour: apology given to {w} by {n} on {dt}.", w=[c.nok_rel + " ", C.fam_name(r, c.nok, "full")]
             if r.random() < 0.6 else ["pt ", C.pt_name(r, c, "title_last")], n=C.doc_name(r, c.gp2, "dr_last"),
             dt=C.D(r, phi.dshift(rep, r.randint(0, 6)), c, r.choice(["dmy", "d_month_y", "wk_short"])))
    d.ln("")
    d.ln("CONTRIBUTING FACTORS: " + ", ".join(CL.some(r, ["staffing - 2 GPs short", "high demand (bank holiday weekend)",
                                                       "new locum unfamiliar with system", "poor phone signal rural area",
                                                       "fatigue - 12h shift", "two patients with similar names",
                                                       "fax machine default number"], 1, 3)))
    d.ln("LEARNING / ACTIONS:")
    for x in CL.some(r, ["Reminder to all staff re CD register completion", "Pharmacy fax numbers verified",
                         "Buddy shifts for new locums", "SOP updated (v3.2)", "Added to induction pack",
                         "Shared at clinical governance meeting", "Fleet telematics reviewed"], 2, 3):
        d.ln("  * " + x)
    d.ln("Risk score: consequence %d x likelihood %d = %d" % ((cq := r.randint(1, 4)), (lk := r.randint(1, 4)), cq * lk))
    d.ln("Reviewed by: {n}, Clinical Lead   Email {e}", n=C.doc_name(r, c.gp2, "dr_full"),
         e=("EMAIL", phi.email_person(r, c.gp2.first, c.gp2.last)))
    return d


def invoice(r, c):
    d = Doc()
    cur = C.CURRENCY[c.country]
    loc_street = street_line(r, c.country)
    town, region = r.choice(PL.TOWNS[c.country])
    inv_date = phi.dshift(c.date, r.randint(1, 20))
    d.ln(r.choice(["INVOICE", "LOCUM GP INVOICE", "Tax Invoice - Locum Services", "Sessional GP Timesheet & Invoice"]))
    d.ln("Invoice no: {i}    Date: {dt}", i=("ACCOUNT", phi.account_no(r, "invoice")), dt=C.D(r, inv_date, c))
    d.ln("")
    d.ln("From: {n}", n=C.doc_name(r, c.doc, r.choice(["dr_full", "full"])))
    d.ln("      {s}, {t} {z}", s=("STREET", loc_street), t=("CITY", town), z=("ZIP", phi.postcode(r, c.country, region)))
    d.ln("      {e}  |  {m}", e=("EMAIL", c.doc_email), m=("PHONE", c.doc_mob))
    d.ln("      %s {g}" % r.choice(C.REG_LABEL[c.country]), g=("LICENSE", c.doc_reg))
    if c.country == "AU":
        d.ln("      ABN {a}   Provider no. {p}", a=("IDNUM", "%s %s %s %s" % (phi._d(r, 2), phi._d(r, 3), phi._d(r, 3), phi._d(r, 3))),
             p=("LICENSE", phi.prescriber_no(r, "AU")))
    elif c.country == "NZ":
        d.ln("      GST no {a}", a=("IDNUM", "%s-%s-%s" % (phi._d(r, 3), phi._d(r, 3), phi._d(r, 3))))
    elif c.country == "UK":
        d.ln("      NI no {a}   Performers List: yes", a=("SSN", phi.ni_number(r)))
    elif c.country == "IE":
        d.ln("      PPSN {a}", a=("SSN", phi.ppsn(r)))
    else:
        d.ln("      SIN {a}   Billing no. {b}", a=("SSN", phi.sin_ca(r)), b=("LICENSE", phi._d(r, 6)))
    d.ln("")
    d.ln("To: {o}, Accounts Payable, {b}", o=("ORGANIZATION", c.org), b=("HOSPITAL", c.base))
    d.ln("    {s}, {t} {z}", s=("STREET", c.base_street), t=("CITY", c.base_town), z=("ZIP", c.base_postcode))
    d.ln("")
    d.ln("SESSIONS")
    d.ln("Date        | Site                         | Hours | Rate     | Amount")
    total = 0.0
    day = phi.dshift(c.date, -r.randint(10, 30))
    for i in range(r.randint(3, 7)):
        day = phi.dshift(day, r.randint(1, 4))
        hrs = r.choice([4, 4.5, 5, 6, 8, 10, 12])
        rate = r.choice([85, 90, 95, 100, 110, 120, 130, 140])
        amt = hrs * rate
        total += amt
        site = r.choice([c.base, C.org_name(r, PL.BASE_T[c.country], c.country)])
        d.ln("{dt} | {s} | %5.1f | %s%d/h | %s%.2f" % (hrs, cur, rate, cur, amt),
             dt=C.D(r, day, c, r.choice(["dmy", "wk_short", "dmy2"])), s=("HOSPITAL", site))
    if r.random() < 0.5:
        d.ln("Enhanced rate (x1.5) applied for {h} session as per rota agreement.",
             h=("DATE", r.choice(C.HOLIDAYS[c.country])))
    if r.random() < 0.6:
        refs = []
        for i in range(r.randint(2, 5)):
            refs += ([", "] if i else []) + [("IDNUM", phi.case_no(r, c.date))]
        d.ln("Home visits undertaken (case refs for mileage audit): {x}", x=refs)
    miles = r.randrange(30, 400)
    d.ln("Mileage (home visits): %d %s @ %s0.45 = %s%.2f" % (miles, "mi" if c.country == "UK" else "km", cur, cur, miles * 0.45))
    total += miles * 0.45
    d.ln("TOTAL DUE: %s%.2f   (payment terms 14 days)" % (cur, total))
    d.ln("")
    if c.country == "UK":
        d.ln("Bank: sort code {s}  account {a}", s=("ACCOUNT", "%s-%s-%s" % (phi._d(r, 2), phi._d(r, 2), phi._d(r, 2))),
             a=("ACCOUNT", phi._d(r, 8)))
    elif c.country == "IE":
        d.ln("IBAN: {a}  BIC: %s" % r.choice(["BOFIIE2D", "AIBKIE2D", "IPBSIE2D"]),
             a=("ACCOUNT", "IE%s %s %s %s %s %s" % (phi._d(r, 2), r.choice(["AIBK", "BOFI", "IPBS"]), phi._d(r, 4),
                                                   phi._d(r, 4), phi._d(r, 4), phi._d(r, 2))))
    elif c.country == "AU":
        d.ln("BSB {s}  Acc {a}", s=("ACCOUNT", "%s-%s" % (phi._d(r, 3), phi._d(r, 3))), a=("ACCOUNT", phi._d(r, 8)))
    elif c.country == "NZ":
        d.ln("Bank acct: {a}", a=("ACCOUNT", "%s-%s-%s-%s" % (phi._d(r, 2), phi._d(r, 4), phi._d(r, 7), phi._d(r, 2))))
    else:
        d.ln("Direct deposit: transit {s} inst %s acct {a}" % phi._d(r, 3), s=("ACCOUNT", phi._d(r, 5)),
             a=("ACCOUNT", phi._d(r, 7)))
    if r.random() < 0.6:
        d.ln("Clock-in/out via biometric terminal, staff bio ID {b}.", b=("BIOID", phi.bio_id(r)))
    d.ln("Indemnity: {x}, cover confirmed for OOH sessions. Appraisal due %s." % r.choice(["this year", "next quarter", "n/a"]),
         x=("ORGANIZATION", r.choice(["MDU", "MPS", "MDDUS", "Avant", "MPS NZ", "CMPA", "Medisec"])))
    d.ln("Timesheet approved: {n} (rota manager) {dt}", n=nm(r, c.handler, "DOCTOR", r.choice(["full", "init_last"])),
         dt=C.D(r, inv_date, c, r.choice(["dmy", "dm"])))
    if r.random() < 0.5:
        d.ln("Queries: {e} / {u}", e=("EMAIL", phi.email_org(r, c.org)), u=("URL", c.org_url))
    return d


GENRES = {
    "driver_car_log": (car_log, (20, 90)),
    "significant_event_report": (sig_event, (0, 99)),
    "locum_invoice": (invoice, (20, 90)),
}
