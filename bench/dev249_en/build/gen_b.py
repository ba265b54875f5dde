"""Genres: housing adaptation (grant) recommendation letter, wheelchair and
seating clinic note, telecare/alarm installation record, equipment fault
and recall notice (dev249_en)."""

import blocks as B
import clin as K
import ids as I
from core import Ph

CUR = {"UK": "\u00a3", "AU": "$", "CA": "$"}


def _money(r, c, lo, hi):
    v = r.randint(lo, hi) * 10
    tax = {"UK": " incl. VAT", "AU": " (GST incl.)", "CA": " + HST"}[c.country]
    return "%s%s%s" % (CUR[c.country], format(v, ","), tax)


# ------------------------------------------------------------------ 5
def grant_letter(n, c):
    r = c.rng
    cty = c.country
    B.letterhead(n, c, c.site("clinic") if r.random() < 0.5 else c.org("council"), None)
    n.nl()
    n.ln("Our ref: {a}    Your ref: {b}", a=c.REF(), b=c.REF("dfg"))
    n.ln("{d}", d=c.D(r.randint(2, 12), r.choice(["d_month_y", "ord_month_y", "month_d_y", "iso"])))
    n.nl()
    off = c.new_staff("grants")
    n.ln("{s}", s=c.S(off, r.choice(["full", "init"]), cred=True))
    target = {"UK": c.org("council"), "AU": c.org("housing") if r.random() < 0.5 else c.org("council"),
              "CA": c.org("council")}[cty]
    n.ln("{t}", t=target)
    a = I.make_addr(r, cty)
    n.ln("{a}", a=I.addr(r, a, "lines", False))
    n.nl()
    n.ln("Dear {x},", x=c.S(off, r.choice(["given", "full"]), cred=False) if r.random() < 0.5 else
         ["Mr " if off.sex == "M" else "Ms ", Ph(off.surname, "DOCTOR")])
    n.nl()
    scheme = {"UK": "Disabled Facilities Grant", "AU": r.choice(["Home Modifications (NDIS)", "Home Care Package home modification",
                                                                 "State Home Modification Scheme"]),
              "CA": r.choice(["Home Adaptations Grant", "Accessibility Renovation Program", "Seniors' Home Adaptation Grant"])}[cty]
    n.ln("RE: {sc} - OT recommendation".replace("{sc}", scheme))
    n.ln("Applicant: {p}   DOB: {d}", p=c.P(r.choice(["titlefull", "full", "sc2"])), d=c.DOB())
    n.ln("Address: {a}", a=c.ADDR("comma" if cty == "UK" else "one", False))
    lab, v = c.MRN() if cty == "UK" else c.PLAN()
    n.ln(lab + ": {v}", v=v)
    if cty == "CA" and r.random() < 0.7:
        k, v = c.SSN()
        sp = c.new_person()
        n.ln("%s (applicant): {v}" % k, v=v)
        if r.random() < 0.5:
            k2, v2 = c.SSN()
            n.ln("Spouse: {s}, %s {v}" % k2, s=c.F(sp, "full"), v=v2)
    elif cty != "CA" and r.random() < 0.12:
        k, v = c.SSN()
        n.ln("US %s on file (pension verification): {v}" % k, v=v)
    ten = r.random()
    if ten < 0.4:
        n.ln("Tenure: owner-occupier")
    elif ten < 0.8:
        h = c.org("housing")
        n.ln("Tenure: tenant of {h} (tenancy ref {t})", h=h, t=c.ACC())
    else:
        ll = c.new_person()
        n.ln("Tenure: private rented - landlord {l}, tel {t}", l=c.F(ll, "titlefull"), t=c.TEL("mob"))
    n.nl()
    n.f("Thank you for the referral. I assessed {p} at home on {d}", p=c.PT(), d=c.D(0))
    if r.random() < 0.5:
        n.f(" with {his} {rel}, {f}, present", his="his" if c.pt.sex == "M" else "her", rel=c.nok.role, f=c.F())
    n.add(". ")
    n.f("{p} is {a} and has {dx}. ", p=c.P("title"), a=c.A("aged"),
        dx=" and ".join(K.dx(r, 2, c.age)))
    n.ln("{p} %s." % r.choice([
        "currently strip-washes at the sink as unable to step into the bath",
        "is currently unable to use the stairs and sleeps in the lounge",
        "currently requires two carers to access the first-floor bathroom",
        "cannot get the wheelchair through the front door (760 mm)",
        "has fallen twice on the front steps in the last 3/12", "currently relies on a commode downstairs"]),
         p=c.P("given"))
    n.nl()
    n.ln("Recommended works (" + K.standards(r, cty) + " referenced):")
    works = ["Level access shower (wet room) replacing bath; gradient to gully 1:40, R11 slip-resistant floor, "
             "thermostatic shower, fold-down seat at 480 mm, 2 x 600 mm grab rails",
             "Straight stairlift with powered swivel seat and fold-up rail",
             "Curved stairlift (two landings)", "Through-floor lift, lounge to front bedroom",
             "Ramp to front door at 1:15 with handrails both sides (rise 320 mm)",
             "Widen internal doors to 800 mm clear opening (kitchen, bathroom)",
             "Close-coupled wash/dry toilet at 450 mm height", "Ceiling track hoist bedroom to en-suite (SWL 200 kg)",
             "Lever taps and D-handles in kitchen", "Level threshold at patio door", "Automatic door opener to front door"]
    for i, w in enumerate(r.sample(works, r.randint(2, 4))):
        n.ln("%d. %s" % (i + 1, w))
    n.nl()
    if cty == "UK":
        n.ln("In my opinion these works are necessary and appropriate to meet the applicant's needs under the "
             "Housing Grants, Construction and Regeneration Act 1996.")
    elif cty == "AU":
        n.ln("Works to comply with AS 1428.1-2009 where practicable. Quote to be obtained from a registered builder.")
    else:
        n.ln("Works should follow CSA B651-18 where feasible.")
    if r.random() < 0.6:
        b = c.org("builder")
        n.ln("Quote received from {b} dated {d}: %s. Contractor licence {l}." % _money(r, c, 350, 2400),
             b=b, d=c.Dx(-r.randint(3, 30)), l=c.LIC("trade")[1])
    if r.random() < 0.5:
        n.ln("Landlord consent given by {f} ({o}) on {d}.", f=c.F(c.new_person(), "full"),
             o=c.org("housing"), d=c.Dx(-r.randint(1, 20)))
    if r.random() < 0.3:
        n.ln("The applicant hopes to be home from {h} before {hol}.", h=c.site("hosp"), hol=c.holiday())
    n.ln("Interim equipment (bath lift, half-step) has been issued via {o}.", o=c.org("equip"))
    n.nl()
    n.ln("Please contact me on {t} or {e} if you need anything further.", t=c.TEL(ext=True), e=c.EMAIL(c.ot))
    B.signature(n, c, c.ot, contact=False, date=False)
    if r.random() < 0.6:
        B.cc_block(n, c, extra=[c.P("titlefull"), " (applicant)"])


# ------------------------------------------------------------------ 6
def seating_clinic(n, c):
    r = c.rng
    n.ln("{s} - " + r.choice(["Wheelchair & Seating Clinic Note", "POSTURE AND MOBILITY ASSESSMENT",
                              "Seating Review", "Specialist Seating Clinic"]), s=c.site("seating"))
    n.ln("Clinic date: {d}   Room {rm}", d=c.D(0), rm=Ph(r.choice(["2", "4", "B", "3A", "12"]), "LOCATION_OTHER"))
    eng = c.new_staff("rehab")
    n.ln("Seen by: {a}; {b}", a=c.S(c.ot), b=c.S(eng))
    n.nl()
    c.id_header(n, r.choice([["name", "dob", "id", "addr"], ["name", "dob", "plan", "id"],
                             ["name", "id", "dob", "addr", "tel", "gp"]]))
    n.ln("Referred by {d} ({h}) {dt}", d=c.DR(c.new_person()), h=c.site("hosp"), dt=c.D(-r.randint(20, 120)))
    n.nl()
    n.ln("Dx: " + ", ".join(K.dx(r, 2, c.age)))
    n.f("{p} ({a}) attended with {rel} {f}. ", p=c.P(r.choice(["given", "title"])),
        a=c.A(r.choice(["sex", "sex_sp", "yo", "yrs"])), rel=c.nok.role, f=c.F())
    if r.random() < 0.5 and c.age < 66:
        n.f("Works as a {j} at {o}; needs chair to manage %s. " % r.choice(["office desk height", "ramps at work",
                                                                             "uneven ground"]),
            j=c.JOB(), o=c.org("employer"))
    elif r.random() < 0.4:
        n.f("Retired {j}; keen to get to %s. " % r.choice(["the shops", "church", "the allotment", "grandchildren's school"]),
            j=c.JOB())
    n.nl()
    old = r.choice(["Mobilis Tilt (18\")", "Nimra M3 power chair", "Ardent Recline 2", "Mobilis Transit",
                    "self-propelling lightweight (Orlo Active)"])
    n.ln("Current chair: %s, S/N {s}, issued {d}, condition %s." % (old, r.choice(["fair", "worn upholstery",
                                                                                  "brakes slipping", "outgrown"])),
         s=c.DEV("serial"), d=c.Dp(-r.randint(400, 2600)))
    n.ln("Measurements (cm): hip width %d, seat depth L %d R %d, knee-heel %d, sitting height %d, shoulder width %d"
         % (r.randint(34, 58), r.randint(38, 52), r.randint(38, 52), r.randint(36, 52), r.randint(78, 96), r.randint(36, 52)))
    n.ln("Weight %d kg.  %s." % (r.randint(38, 160), ", ".join(K.scores(r, 2))))
    n.ln("Posture: " + ", ".join(r.sample(["posterior pelvic tilt", "pelvic obliquity L low", "windswept hips to R",
                                           "fixed kyphosis", "scoliosis (convex R)", "head drop on fatigue",
                                           "sacral sitting", "hip flexion limited to 80 deg", "good trunk control"], 3)))
    n.ln("Skin: " + K.skin_phrase(r))
    n.ln("Notes: " + K.narrative(r, r.randint(1, 3)))
    if r.random() < 0.7:
        k = r.random()
        if k < 0.5:
            n.ln("Transport: travels seated in chair in WAV (reg {v}), 4-point tie-down + lap belt (ISO 7176-19).", v=c.VEH())
        elif k < 0.75:
            n.ln("Transport: {rel} drives - {car}, reg {v}; VIN {vin} recorded for tie-down fitting.",
                 rel=c.nok.role, car=r.choice(["Ford Transit WAV", "Toyota HiAce conversion", "Dodge Caravan WAV"]),
                 v=c.VEH(), vin=c.VEH("vin"))
        else:
            lab, v = c.LIC("drive")
            n.ln("Patient drives (hand controls); " + lab + " {v}, reg {r}.", v=v, r=c.VEH())
    n.nl().ln(r.choice(["Prescription:", "PLAN", "Outcome:"]))
    items = r.sample(["Mobilis Tilt 16\" seat, 45 deg tilt", "Nimra M3 with powered tilt & elevate",
                      "Brevik AirCell 4\" cushion", "lateral thoracic supports", "head support (Orlo contoured)",
                      "pelvic positioning belt (4-point)", "swing-away footplates", "elevating leg rests",
                      "power-assist wheels", "anti-tip bars", "attendant controls"], r.randint(2, 4))
    for it in items:
        n.ln("- " + it)
    n.ln("Order/voucher no. {x}; funding: %s." % r.choice({
        "UK": ["Personal Wheelchair Budget (notional)", "Service issue", "PWB + top-up"],
        "AU": ["NDIS AT budget", "DVA RAP", "State aids & equipment scheme", "Home Care Package"],
        "CA": ["provincial AT program 75%", "Veterans Affairs", "private insurer", "ADP + charity top-up"]}[c.country]),
         x=c.REF("order"))
    if r.random() < 0.5:
        n.ln("New cushion S/N {s} issued today; old chair asset {a} returned to store.", s=c.DEV("serial"), a=c.DEV("asset"))
    n.ln("Handover/fitting booked {d} at {t}.", d=c.D(r.randint(14, 60), r.choice(["wd_d_month", "dmy", "iso"]) if
                                                    c.country != "CA" else "wd3_mon_d"), t=K.time_of_day(r))
    if r.random() < 0.35:
        n.ln("Reminder: power chair PIN lock replaced with fingerprint key - enrolment ref {b}.", b=c.BIO("fp"))
    n.nl()
    n.ln("{a} / {b}", a=c.S(c.ot, "init"), b=c.S(eng, "init"))
    if r.random() < 0.5:
        n.ln("Typed by {t} {d}", t=c.S(c.new_staff("coord"), "initials", cred=False), d=c.D(r.randint(1, 4)))


# ------------------------------------------------------------------ 7
def telecare_install(n, c):
    r = c.rng
    org = c.org("tele")
    n.ln("{o}", o=org)
    n.ln(r.choice(["TELECARE INSTALLATION RECORD", "Alarm Installation & Commissioning Sheet",
                   "Personal Alarm - Install Report", "Technology Enabled Care: Install"]))
    n.nl()
    h0 = r.randint(8, 15)
    n.ln("Account no: {a}   Install date: {d}   Arrived %02d:%02d / Left %02d:%02d" % (
        h0, r.choice([0, 10, 20, 30, 45]), h0 + r.randint(1, 3), r.choice([5, 15, 25, 40, 50])),
         a=c.ACC(), d=c.D(0))
    inst = c.new_staff("tech")
    n.ln("Installer: {s} (user {u})", s=c.S(inst, "full", cred=False), u=c.USER(inst))
    n.ln("Customer: {p}   DOB {d}", p=c.P(r.choice(["titlefull", "sc", "full"])), d=c.DOB())
    n.ln("Address: {a}", a=c.ADDR())
    n.ln("Phone: {t}", t=Ph(c.home, "PHONE"))
    if r.random() < 0.5:
        lab, v = c.CLIENT()
        n.ln("Referrer: {s} - " + lab + " {v}", s=c.S(c.ot, "init"), v=v)
    n.ln("Medical summary for responders: " + ", ".join(K.dx(r, 2, c.age)) + "; " + r.choice(["DNACPR in place",
                                                                                               "no DNACPR", "lives alone",
                                                                                               "hard of hearing"]))
    n.nl().ln("EQUIPMENT")
    hub = r.choice(["Lifelink 4000", "CareHub Connect", "Sentinel Digital 2", "Vigil IP Hub"])
    n.ln("Hub: %s  S/N {s}  IMEI {i}  firmware v%d.%d.%d" % (hub, r.randint(1, 6), r.randint(0, 14), r.randint(0, 30)),
         s=c.DEV("serial"), i=c.DEV("imei"))
    if r.random() < 0.5:
        n.ln("SIM ICCID {s} (roaming, 4G fallback)", s=Ph("89" + I.dg(r, 2) + " " + I.dg(r, 4) + " " + I.dg(r, 4) + " " +
                                                          I.dg(r, 4) + " " + I.dg(r, 4), "DEVICE"))
    sensors = r.sample([("Pendant", "pendant"), ("Wrist pendant", "pendant"), ("Falls detector", "pendant"),
                        ("Smoke detector", "serial"), ("Bed occupancy sensor", "serial"), ("Door contact (front)", "serial"),
                        ("Property exit sensor", "serial"), ("Flood detector", "serial"), ("Medication dispenser", "serial")],
                       r.randint(2, 5))
    for name, kind in sensors:
        n.ln("- %s ID {x} - tested %s" % (name, r.choice(["OK", "OK", "OK - weak signal in garden", "re-paired"])),
             x=c.DEV(kind))
    n.ln("Key safe: fitted by " + r.choice(["installer", "family", "previous provider"]) + "; code held securely (not recorded here).")
    if r.random() < 0.55:
        n.ln("Network: home broadband, hub static IP {a} (gateway {g}); %s" % r.choice(["ethernet", "Wi-Fi 2.4 GHz",
                                                                                        "port 5060 open"]),
             a=c.IP(), g=c.IP())
    if r.random() < 0.45:
        n.ln("Biometric door lock: prints enrolled - customer ref {a}, {rel} ref {b}.", a=c.BIO("fp"),
             rel=c.nok.role, b=c.BIO("fp"))
    n.nl().ln("RESPONDERS")
    resp = [c.nok] + [c.new_person() for _ in range(r.randint(0, 2))]
    for i, p in enumerate(resp):
        rel = p.role or r.choice(["neighbour", "friend", "son", "niece", "nephew"])
        n.ln("%d. {f} (%s) {t}%s" % (i + 1, rel, r.choice(["", " - has key", " - 10 min away", " - works nights"])),
             f=c.F(p, r.choice(["full", "titlefull"]) if p is not c.nok else "full"),
             t=Ph(c.nok_phone, "PHONE") if p is c.nok else c.TEL(r.choice(["mob", "land"])))
    n.ln("%d. Emergency services (%s) if no responder" % (len(resp) + 1, {"UK": "999", "AU": "000", "CA": "911"}[c.country]))
    n.nl().ln("TEST CALLS")
    op = c.new_staff("call")
    for _ in range(r.randint(1, 3)):
        n.ln("%s %s - received by {o} at {mc}" % (K.time_of_day(r), r.choice(["pendant", "falls detector", "hub button",
                                                                              "smoke test"])),
             o=c.S(op, r.choice(["given", "full", "initials"]), cred=False), mc=org)
    if r.random() < 0.5:
        n.ln("Family portal set up at {u} - login {l}", u=c.URL(), l=c.USER(c.nok))
    n.nl()
    n.ln("Customer signed: {p}   Installer: {s}", p=c.P(r.choice(["init", "full"])), s=c.S(inst, "initials", cred=False))
    if r.random() < 0.5:
        n.ln("Next service due {d}.", d=c.Dp(365))


# ------------------------------------------------------------------ 8
def fault_recall(n, c):
    r = c.rng
    if r.random() < 0.6:
        _recall_letter(n, c)
    else:
        _fault_log(n, c)


FAULTS = {
    "Aerion": "pump alarm 'low pressure' continuous, mattress deflating at foot end",
    "Stratus": "hoist will not lower - emergency lowering used; boom creaks",
    "Ardent": "handset unresponsive, bed stuck at height 62 cm",
    "Hector": "bath lift will not rise, handset flashing red",
    "Quillon": "riser chair motor noise, back won't recline",
    "Corvane": "commode seat cracked, L arm loose",
    "Lifelink": "hub offline since 02:00, no heartbeat to centre",
    "Mobilis": "R brake slipping, tyre flat",
    "Orlo": "stand aid knee pad torn, actuator slow",
    "Tessaro": "ceiling hoist stops mid-track, charging light off",
}

MODELS = ["Aerion Q3 alternating mattress pump", "Stratus 155 mobile hoist", "Ardent 4-section profiling bed",
          "Hector 2 bath lift", "Quillon dual-motor riser recliner", "Corvane Vista commode", "Lifelink 4000 alarm hub",
          "Mobilis Tilt wheelchair (crash-tested variant)", "Orlo Stand standing hoist", "Tessaro T200 ceiling hoist"]


def _recall_letter(n, c):
    r = c.rng
    org = c.org("equip")
    B.letterhead(n, c, org, None, contacts=r.random() < 0.5)
    n.nl()
    n.ln("{d}", d=c.D(0, r.choice(["d_month_y", "month_d_y", "dmy", "iso"])))
    n.ln("PRIVATE AND CONFIDENTIAL")
    n.ln("{p}", p=c.P("titlefull"))
    n.ln("{a}", a=c.ADDR("lines" if c.country != "AU" else "one"))
    n.nl()
    lab, v = c.CLIENT()
    n.ln("Our ref: {x}    " + lab + ": {v}", x=c.REF(), v=v)
    model = r.choice(MODELS)
    reg = {"UK": "MHRA", "AU": "TGA", "CA": "Health Canada"}[c.country]
    n.ln("URGENT FIELD SAFETY NOTICE - %s" % model)
    n.ln("Manufacturer FSN ref %s; %s ref %s" % ("FSN-%s-%02d" % (r.choice(["KX", "HB", "AQ", "TT"]), r.randint(1, 40)),
                                                 reg, "DSI/%d/%03d" % (r.randint(2020, 2025), r.randint(1, 400))))
    n.nl()
    n.ln("Dear {p},", p=c.PT() if r.random() < 0.8 else c.P("full"))
    n.nl()
    mm = model.split(" (")[0]
    n.f("Our records show that %s %s, serial number {s} (our asset {a}), was delivered to your home on {d}. "
        % ("an" if mm[0] in "AEIOU" else "a", mm), s=c.DEV("serial"), a=c.DEV("asset"), d=c.D(-r.randint(40, 700)))
    ps = r.choice(["month_y", "mon_y", "mmyy", "mon_yy"] + (["dmy", "iso"] if c.country != "CA" else ["iso"]))
    n.f("The manufacturer has told us that some units made between {a} and {b} may have %s. " % r.choice([
        "a faulty actuator that can stop the bed lowering", "a pump that may not alarm on power loss",
        "a weld on the boom that can crack under load", "a battery that may overheat when charging",
        "a sling bar fixing that may loosen", "a software fault that drops calls after 60 seconds"]),
        a=c.D(-r.randint(900, 1400), ps), b=c.D(-r.randint(300, 800), ps))
    n.ln("Your unit is within this range. There have been no reports of injury in %s linked to this fault, "
         "but we are contacting everyone with an affected unit as a precaution." % r.choice(["the UK", "Australia",
                                                                                            "Canada", "our area"]))
    n.nl().ln("What you need to do")
    n.ln("- " + r.choice(["Keep using the equipment until we replace it, but do not leave the charger plugged in overnight.",
                          "Stop using the hoist and use the back-up plan agreed with your therapist.",
                          "Check the pump display every day and call us if the amber light shows."]))
    n.ln("- An engineer, {e}, will visit on {d} between %s to %s." % (r.choice(["8am and 12 noon", "9:00 and 13:00",
                                                                                "12pm and 4pm"]),
                                                                     r.choice(["replace the unit", "fit a modification kit",
                                                                               "inspect and re-test"])),
         e=c.S(c.new_staff("tech"), r.choice(["full", "given"]), cred=False), d=c.D(r.randint(3, 20), "wd_d_month" if
                                                                                     c.country != "CA" else "wd3_mon_d"))
    if r.random() < 0.5:
        n.ln("- If this date does not suit, or {f} usually lets us in, please call {t}.", f=c.F(style="full"),
             t=c.TEL(ext=True))
    else:
        n.ln("- To rearrange call {t} (8am-6pm weekdays) or use {u}.", t=c.TEL(ext=True), u=c.URL())
    n.nl()
    n.ln("We are sorry for any inconvenience. Please quote reference {x}.", x=c.REF())
    mgr = c.new_staff("coord")
    n.nl().ln("Yours sincerely")
    n.nl().ln("{m}", m=c.S(mgr, "full", cred=False))
    n.ln("Equipment Services Manager, {o}", o=org)
    if r.random() < 0.5:
        n.ln("cc: {s} (prescriber)", s=c.S(c.ot, "init"))


def _fault_log(n, c):
    r = c.rng
    n.ln(r.choice(["EQUIPMENT FAULT REPORT", "Fault / Repair Job", "Breakdown call - equipment", "Defect Report"]))
    n.ln("Logged {d} %s by {u}" % K.time_of_day(r), d=c.D(0), u=c.USER(c.new_staff("coord")))
    n.ln("Job {j}   Incident ref {i}", j=c.REF("job"), i=c.REF("incident"))
    lab, v = c.CLIENT()
    n.ln("Client {p} (" + lab + " {v}), {a}", p=c.P(r.choice(["sc", "sc2", "full"])), v=v, a=c.ADDR("comma" if c.country == "UK" else "one", False))
    caller = r.choice(["client", "nok", "carer", "ot"])
    if caller == "nok":
        n.ln("Reported by {rel} {f} on {t}", rel=c.nok.role, f=c.F(style="full"), t=Ph(c.nok_phone, "PHONE"))
    elif caller == "carer":
        n.ln("Reported by carer {f} ({o}) on {t}", f=c.F(c.new_person(), "full"), o=c.org("agency"), t=c.TEL("land"))
    elif caller == "ot":
        n.ln("Reported by {s}", s=c.S(c.ot))
    else:
        n.ln("Reported by client on {t}", t=Ph(c.home, "PHONE"))
    model = r.choice(MODELS)
    n.ln("Item: %s   S/N {s}   Asset {a}" % model, s=c.DEV("serial"), a=c.DEV("asset"))
    n.ln("Fault: " + FAULTS.get(model.split()[0], r.choice(["castor brake failed", "battery not holding charge (<20 min)"]))
         if r.random() < 0.7 else "Fault: " + r.choice(["castor brake failed", "battery not holding charge (<20 min)",
                                                          "intermittent - see notes", "noise when operating"]))
    if r.random() < 0.6:
        n.ln("History: unit issued {d}; previous repair {d2} (%s)." % r.choice(["handset", "charger", "castor",
                                                                                "cover replaced", "n/a"]),
             d=c.Dp(-r.randint(300, 1500)), d2=c.Dx(-r.randint(20, 290)))
    n.ln("Risk: " + r.choice(["Patient unable to transfer - URGENT 4 hr", "Workaround in place - 24 hr",
                              "Non-urgent 5 working days"]))
    eng = c.new_staff("tech")
    n.ln("Attended {d} %s: {e}" % K.time_of_day(r), d=c.D(r.randint(0, 2)), e=c.S(eng, "full"))
    n.ln("Engineer notes: " + r.choice([
        "on arrival unit plugged in, mains OK, handset cable crushed behind bed",
        "error code E04 on display; reseated control box connector, fault persisted",
        "battery voltage 22.1 V under load (spec 24 V); charger LED not lit",
        "castor bolt sheared, unit unstable - not safe to leave in use",
        "no visible damage; fault could not be reproduced after 10 cycles"]) + ". " + r.choice([
        "Client present throughout.", "Carer on site.", "Daughter present.", "Key safe access."]))
    n.ln("Action: " + r.choice(["replaced handset (part HS-22)", "swapped pump - new S/N {s}", "full unit swap - new asset {a}",
                               "adjusted brake, tested OK", "replaced fuse 5A, PAT tested", "condemned - removed"]),
         s=c.DEV("serial"), a=c.DEV("asset"))
    if r.random() < 0.5:
        n.ln("LOLER/PUWER: next thorough exam due {d}", d=c.Dx(r.randint(60, 180)))
    if r.random() < 0.4:
        n.ln("Van {v}, mileage %d" % r.randint(12000, 190000), v=c.VEH())
    if r.random() < 0.6:
        n.ln("Client/family advised: " + r.choice([
            "use emergency lowering only, do not hoist until repaired",
            "bed left at lowest height, rails down", "pump swapped, old pump quarantined",
            "told to call back if alarm recurs", "OT to reassess need for item"]) + ". Spoke with {f}.",
             f=c.F(style=r.choice(["full", "given", "title"])) if r.random() < 0.6 else c.P("title"))
    if r.random() < 0.5:
        n.ln("Prescriber {s} informed by email {e} on {d}.", s=c.S(c.ot, "init", cred=False), e=c.EMAIL(c.ot),
             d=c.D(r.randint(0, 2)))
    if r.random() < 0.3:
        n.ln("RIDDOR: not reportable. Datix {x} raised as near miss.", x=c.REF("incident"))
    n.ln("Closed {d} by {u}", d=c.D(r.randint(0, 3)), u=c.USER(eng))
