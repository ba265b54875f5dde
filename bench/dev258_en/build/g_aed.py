"""Genre aed_arrest_review (own genre): post-incident review of a cardiac
arrest at an event, built around the AED data download."""
import phi
import people as PE
import common as C
from notelib import Note

GENRE = "aed_arrest_review"
AEDS = ["Zoll AED Plus", "Philips HeartStart FRx", "Cardiac Science Powerheart G5", "Mindray BeneHeart C2",
        "Physio-Control LIFEPAK CR2", "HeartSine samaritan PAD 360P", "Zoll AED 3"]
SPOTS = ["Gate 7 cabinet", "North Stand concourse", "Med Ctr 2", "finish gantry", "km 30 aid station", "Rover 3 bag",
         "pit lane garage 12", "bar 4", "accessible platform"]


def _secs(t0, add):
    h, m, s = t0
    tot = h * 3600 + m * 60 + s + add
    return "%02d:%02d:%02d" % ((tot // 3600) % 24, (tot // 60) % 60, tot % 60)


def gen(rng, country):
    kind = rng.choice(["stadium", "marathon", "public", "festival", "stadium", "motorsport"])
    c = PE.make_ctx(rng, country, kind)
    p = PE.make_patient(rng, country, c.d0, "public")
    p.age = rng.randint(19, 82)
    p.dob = phi.dob_for_age(rng, p.age, c.d0)
    lead = PE.make_staff(rng, country, rng.choice(["event doctor", "medical director", "event medical officer", "clinical lead"]))
    para = PE.make_staff(rng, country, "paramedic")
    fa = PE.make_staff(rng, country, rng.choice(["first aider", "EMT", "first responder"]))
    bystander = PE.make_other(rng, country)
    steward = PE.make_other(rng, country)
    aed = rng.choice(AEDS)
    spots = {"stadium": SPOTS[:4] + SPOTS[7:], "marathon": ["finish gantry", "km 30 aid station", "Bike 2 pannier", "mile 20 aid station"],
             "motorsport": ["pit lane garage 12", "MIV 1", "Med Ctr", "spectator bank 3"]}.get(kind, SPOTS)
    n = Note()
    n.w(rng.choice(["POST-INCIDENT REVIEW - CARDIAC ARREST / AED DEPLOYMENT", "OHCA Case Review (event)", "AED Use Report & Clinical Debrief"]), "\n")
    n.w("Incident: ", ("IDNUM", phi.log_ref(rng)), "   Event: ", ("ORGANIZATION", c.event), "   Venue: ", ("LOCATION_OTHER", c.venue), "\n")
    n.w("Date of arrest: ", C.D(rng, c, c.d0), "   Review date: ", C.D(rng, c, C.plus(c.d0, rng.randint(3, 21))), "\n")
    n.w("Author: ", PE.staff_ref(rng, lead, rng.choice(["full_reg", "title_full"])), ", ", ("ORGANIZATION", c.provider), "\n\n")
    n.w("DEVICE\n")
    n.w("AED: " + aed + ", serial ", ("DEVICE", phi.device_serial(rng, "aed")), ", deployed from " + rng.choice(spots) + "\n")
    n.w("Pads: adult, lot " + phi.letters(rng, 2) + phi.digits(rng, 5) + " (in date). Battery status OK. Self-test passed 06:00.\n")
    if rng.random() < 0.35:
        n.w("Patient's own device: ICD in situ, SN ", ("DEVICE", phi.device_serial(rng, "ppm")), " - interrogation requested by cardiology.\n")
    n.w("\nPATIENT\n")
    n.w(C.pt_name(rng, c, p, rng.choice(["LF", "full", "fml"])), ", ", C.age_piece(rng, p, rng.choice(["yo", "yrs", "dash"])), ", ",
        "male" if p.sex == "M" else "female", ", DOB ", C.D(rng, c, p.dob), "\n")
    n.w(PE.addr_inline(p.addr, with_country=rng.random() < 0.3), "\n")
    if kind == "stadium":
        n.w("Seat: ", C.seat(rng), "  Season ticket ", ("IDNUM", phi.wristband(rng)), "\n")
    elif kind == "marathon":
        n.w("Bib ", ("IDNUM", phi.bib(rng)), ", collapsed at " + rng.choice(["mile 25", "km 41", "the finish funnel", "mile 19"]) + "\n")
    else:
        n.w("Location: near ", C.landmark(rng), "\n")
    n.w(C.id_lines(rng, c, p))
    n.w("\nTIMELINE (AED download, device clock " + rng.choice(["+0:42 vs GPS", "synced", "-1:10 vs radio log"]) + ")\n")
    t0 = (rng.randint(13, 21), rng.randint(0, 59), rng.randint(0, 59))
    ev = [(0, "Collapse witnessed by ", None), (35, {"UK": "999", "US": "911", "AU": "000"}[country] + " call via Event Control", None), (70, "Power on", None),
          (92, "Pads connected, impedance %d ohm" % rng.randint(60, 110), None), (101, "Analysing - shock advised (VF)", None),
          (113, "Shock 1 delivered %d J" % rng.choice([120, 150, 200]), None), (233, "Analysing - shock advised", None),
          (245, "Shock 2 delivered %d J" % rng.choice([150, 200]), None), (365, "Analysing - no shock advised", None),
          (410, "Signs of life, ROSC", None)]
    for add, txt, _ in ev:
        n.w("  " + _secs(t0, add + rng.randint(0, 9)) + "  " + txt)
        if txt.startswith("Collapse"):
            n.w(("FAMILY", "%s %s" % (bystander.first, bystander.last)), " (bystander, off-duty " + rng.choice(["nurse", "firefighter", "GP", "lifeguard"]) + "); CPR started")
        n.w("\n")
    n.w("CPR quality: compression fraction %d%%, rate %d/min, depth %.1f cm. Hands-off time pre-shock %d s.\n" % (
        rng.randint(68, 92), rng.randint(100, 124), rng.uniform(4.6, 6.1), rng.randint(3, 14)))
    n.w("\nRESPONDERS\n")
    n.w("- Steward ", PE.nm(rng, steward, "FAMILY", rng.choice(["full", "first"])), " (", ("ORGANIZATION", c.security), ") fetched AED\n")
    n.w("- ", PE.nm(rng, fa, "DOCTOR", "full"), " (" + fa.role + ", " + fa.callsign + ") - first professional on scene\n")
    n.w("- ", PE.staff_ref(rng, para, rng.choice(["full_reg", "full"])), " - airway (i-gel 4), IO access\n")
    n.w("- ", PE.staff_ref(rng, lead, "title_last"), " - team leader from " + _secs(t0, rng.randint(240, 420))[:5] + "\n")
    n.w("- ", ("ORGANIZATION", c.ambulance), " crew, vehicle ", ("VEHICLE", phi.plate(rng, country)), ", on scene at " + str(rng.randint(6, 19)) + " min\n")
    n.w("\nUTSTEIN: witnessed Y / bystander CPR Y / initial rhythm VF / time to 1st shock " + "%d min %02d s" % (rng.randint(1, 3), rng.randint(0, 59)) +
        " / ROSC Y / conveyed Y\n")
    n.w("Conveyed to ", ("HOSPITAL", c.hosp.name), " (cath lab pre-alerted). CAD ", ("IDNUM", phi.cad_no(rng, c.d0)), "\n")
    out = rng.random()
    if out < 0.6:
        n.w("Follow-up: PCI to " + rng.choice(["LAD", "RCA", "LCx"]) + ". Discharged home ", C.D(rng, c, C.plus(c.d0, rng.randint(5, 16))), ", CPC 1. ")
        rel = rng.choice(["wife", "husband", "daughter", "son", "partner"])
        f = PE.make_other(rng, country, rel=rel)
        n.w(rel.capitalize() + " ", PE.nm(rng, f, "FAMILY", rng.choice(["first", "full"])), " emailed thanks to team (", ("EMAIL", f.email), ").\n")
    elif out < 0.85:
        n.w("Follow-up: remains in ICU at day 7 (", ("HOSPITAL", c.hosp.ward), "). Family liaison via ward.\n")
    else:
        n.w("Follow-up: died in hospital on ", C.D(rng, c, C.plus(c.d0, rng.randint(1, 6))), ". Coroner informed; statement requested from ",
            PE.nm(rng, lead, "DOCTOR", "fi_last"), ".\n")
    n.w("\nDEBRIEF\nHot debrief " + C.hhmm(rng) + " led by ", PE.nm(rng, lead, "DOCTOR", "first"), ". TRiM offered to all staff incl. steward ",
        PE.nm(rng, steward, "FAMILY", "first"), ".\n")
    n.w("Learning: " + rng.choice(["AED cabinet code not known by steward - codes to be on all radios.",
                                   "Radio traffic congested on Ch 1 - dedicated cardiac arrest talkgroup.",
                                   "Excellent bystander CPR; 'good Samaritan' letter to be sent.",
                                   "Delay in ambulance access through crowd; stewards to hold egress route."]) + "\n")
    n.w("\nAED data downloaded via " + rng.choice(["RescueNet Code Review", "Event Review Pro", "HeartSine Saver EVO", "CaseViewer"]) + " by ",
        ("USERNAME", lead.user), " from workstation ", ("IPADDR", phi.ipaddr(rng)), "; file " + phi.digits(rng, 8) + ".xml retained 8 years.\n")
    if rng.random() < 0.4:
        n.w("CD cabinet accessed during incident (fingerprint reader, template ", ("BIOID", phi.bioid(rng, "fp")), " - ",
            PE.nm(rng, para, "DOCTOR", "fi_last"), "). Adrenaline 1 mg x0 used.\n")
    return n
