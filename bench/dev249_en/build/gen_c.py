"""Genres: carer training record, telephone encounter, hospital discharge
equipment referral (own), lifting-equipment thorough examination report
(own) (dev249_en)."""

import blocks as B
import clin as K
from core import Ph

HOISTS = ["Stratus 155 mobile hoist (SWL 155 kg)", "Tessaro T200 ceiling track hoist (SWL 200 kg)",
          "Orlo Stand standing hoist (SWL 160 kg)", "Stratus 190 bariatric mobile hoist (SWL 227 kg)",
          "Tessaro T150 gantry hoist (SWL 150 kg)"]
SLINGS = ["full body sling, size M", "in-bed (Loopmaster-type) sling, size L", "toileting sling, size S",
          "hammock sling with head support, size M", "standing sling, size L", "amputee sling, size M"]


# ------------------------------------------------------------------ 9
def carer_training(n, c):
    r = c.rng
    n.ln("{o}", o=c.site("clinic") if r.random() < 0.6 else c.org("equip"))
    n.ln(r.choice(["CARER TRAINING RECORD", "Moving & Handling - Carer Competency Record",
                   "Equipment Training Record (Informal & Paid Carers)", "Hoist Training Sign-off"]))
    n.nl()
    c.id_header(n, r.choice([["name", "dob", "id"], ["name", "client", "addr"], ["name", "dob", "addr", "tel"]]))
    trainer = c.ot if r.random() < 0.5 else c.new_staff(r.choice(["trainer", "assist", "physio"]))
    venue = r.random()
    if venue < 0.6:
        n.ln("Venue: client's home   Date: {d}   Time: %s" % K.time_of_day(r), d=c.D(0))
    else:
        n.ln("Venue: {w}, {h}, bay {b} bed {bd} (pre-discharge)   Date: {d}", w=c.site("ward"), h=c.site("hosp"),
             b=Ph(str(r.randint(1, 6)), "LOCATION_OTHER"), bd=Ph(str(r.randint(1, 28)), "LOCATION_OTHER"), d=c.D(0))
    n.ln("Trainer: {t}", t=c.S(trainer, r.choice(["full", "fullmid"])))
    n.nl().ln("Equipment covered:")
    hoist = r.choice(HOISTS)
    n.ln("- " + hoist + " - asset {a}, S/N {s}", a=c.DEV("asset"), s=c.DEV("serial"))
    n.ln("- " + r.choice(SLINGS) + " x%d" % r.randint(1, 3) + (" (S/N {s})" if r.random() < 0.5 else ""), s=c.DEV("serial"))
    for it in K.pick(r, ["slide sheets (pair, tubular)", "profiling bed (Ardent 4-section, 3-function)",
                         "turntable", "banana board", "stand aid (Bella-Stand)", "commode (Corvane Vista, drop arms)"], 2):
        n.ln("- " + it)
    n.ln("LOLER sticker in date - next thorough exam {d}", d=c.Dx(r.randint(30, 170)))
    n.nl().ln("Carers trained:")
    people = [(c.nok, c.nok.role)]
    ag = c.org("agency")
    for _ in range(r.randint(1, 4)):
        people.append((c.new_person(), "agency"))
    style = r.choice(["pipe", "list"])
    if style == "pipe":
        n.ln("| Name | Relationship / employer | Competent | Initials |")
        n.ln("|---|---|---|---|")
    for p, rel in people:
        comp = r.choice(["Y", "Y", "Y", "with supervision", "N - repeat"])
        relt = rel if rel != "agency" else ag
        nm = c.F(p, r.choice(["full", "full", "ginit", "title"]))
        ini = Ph("".join(x[0] for x in (p.given.split()[0], p.surname.replace(" ", "").replace("'", ""))).upper(), "FAMILY")
        if style == "pipe":
            n.ln("| {n} | {r} | %s | {i} |" % comp, n=nm, r=relt, i=ini)
        else:
            n.ln("- {n} ({r}): %s, signed {i}" % comp, n=nm, r=relt, i=ini)
    n.nl().ln("Competencies:")
    for comp in r.sample(["pre-use checks (sling labels, stitching, hoist battery)", "correct sling size & fitting",
                          "2 carers for all hoist transfers", "bed height for care & lowest at rest",
                          "safe use of slide sheets, no drag lifts", "emergency lowering", "charging routine",
                          "reporting faults to the equipment service", "skin checks & repositioning 4-hourly"],
                         r.randint(4, 7)):
        n.ln("[x] " + comp)
    n.nl()
    n.f("Comments: ")
    n.f("{p} ", p=c.P(r.choice(["given", "title"])))
    n.f(r.choice(["cooperative throughout; ", "anxious in sling initially, settled; ",
                  "fatigued by end of session; ", "pain on rolling L side; "]))
    n.f("{f} confident with all steps. ", f=c.F(style="given"))
    n.f(K.narrative(r, 1) + " ")
    if r.random() < 0.5:
        p2 = people[-1][0]
        n.f("{f} ({ag}) had not used this hoist before - further session booked {d}. ", f=c.F(p2, "full"), ag=ag,
            d=c.D(r.randint(2, 10)))
    if r.random() < 0.35:
        n.f("{f} is a {j} so familiar with manual handling. ", f=c.F(style="given"), j=c.JOB(r.choice(
            ["nurse", "care assistant", "paramedic", "physiotherapy assistant"])))
    n.nl()
    n.ln("Reassessment: {d}", d=c.Dx(r.randint(28, 120)))
    n.ln("Trainer signature: {t}   Date: {d}", t=c.S(trainer, "initials", cred=False), d=c.D(0))
    if r.random() < 0.5:
        mgr = c.new_person()
        n.ln("Copy to agency manager {m} - {e}", m=c.F(mgr, "full"), e=c.EMAIL(mgr))


# ------------------------------------------------------------------ 10
def telephone(n, c):
    r = c.rng
    if r.random() < 0.5:
        _tel_structured(n, c)
    else:
        _tel_dialogue(n, c)


def _tel_structured(n, c):
    r = c.rng
    n.ln(r.choice(["TELEPHONE ENCOUNTER", "Telephone contact", "Phone call record", "TC - OT duty desk"]))
    n.ln("Date/time: {d} %s" % K.time_of_day(r), d=c.D(0))
    staff = c.ot if r.random() < 0.6 else c.new_staff(r.choice(["coord", "assist"]))
    n.ln("Staff: {s}", s=c.S(staff))
    k = r.random()
    if k < 0.45:
        n.ln("Caller: {f} ({rel}) on {t}", f=c.F(style="full"), rel=c.nok.role, t=Ph(c.nok_phone, "PHONE"))
    elif k < 0.7:
        n.ln("Caller: patient, from {t}", t=Ph(c.home, "PHONE"))
    else:
        dn = c.new_staff("nurse")
        n.ln("Caller: {s} from {h} ({t})", s=c.S(dn), h=c.site(r.choice(["clinic", "gp", "ward"])), t=c.TEL(ext=True))
    lab, v = c.MRN()
    n.ln("Re: {p}, DOB {d}, " + lab + " {v}", p=c.P(r.choice(["sc", "full", "sc2"])), d=c.DOB(), v=v)
    ver = r.random()
    if ver < 0.3:
        n.ln("ID check: name, DOB and first line of address ({s}) confirmed.", s=Ph(c.addr.street, "STREET"))
    elif ver < 0.45:
        n.ln("ID check: caller verified by voiceprint (ref {b}).", b=c.BIO("voice"))
    n.ln("Background: " + ", ".join(K.dx(r, 2, c.age)) + "; " + r.choice(
        ["lives alone", "lives with %s" % c.nok.role, "known to service since {y}", "care package " + K.care_package(r)])
         + ".", y=Ph(str(c.visit.year - r.randint(1, 8)), "DATE"))
    n.nl()
    reason = r.choice([
        "bed handset stopped working last night; {p} slept in the chair",
        "commode too low, {p} struggling to stand",
        "mattress pump alarming since {d}",
        "pendant alarm went off accidentally x3 this week",
        "requesting collection of equipment no longer needed (hoist, sling, commode)",
        "asking about progress of the stairlift application",
        "{p} fell on {d} - no injury, wants a bath board",
        "delivery did not arrive as booked on {d}",
    ])
    n.ln("Reason: " + reason + ".", p=c.P("given"), d=c.D(-r.randint(1, 4), r.choice(["weekday", "dmy", "d_month"])
                                                             if c.country != "CA" else r.choice(["weekday", "month_d", "iso"])))
    n.ln("Discussed: " + r.choice([
        "safe interim plan (carers x2, lowest bed height)", "advised to leave pump on static mode",
        "explained waiting list approx 12/52", "checked no new injury; GP aware",
        "explained grant means test and timescales"]) + ". " + K.duration_shorthand(r) + ". " + K.narrative(r, 1))
    n.ln("Action:")
    acts = [["- urgent repair logged with {o}, job {j}"], ["- collection booked for {d2}"],
            ["- message left for {s} to call back"], ["- emailed {e}"], ["- letter to {dr}"],
            ["- home visit booked {d2}"], ["- telecare provider {tc} informed, account {a}"]]
    for a in r.sample(acts, r.randint(2, 4)):
        n.ln(a[0], o=c.org("equip"), j=c.REF("job"), d2=c.D(r.randint(1, 10)), s=c.S(c.ot, "init", cred=False),
             e=c.EMAIL(c.ot if r.random() < 0.5 else None, org_like=r.random() < 0.5), dr=c.DR(),
             tc=c.org("tele"), a=c.ACC())
    if r.random() < 0.55:
        who = c.new_staff(r.choice(["tech", "coord", "ot"]))
        n.ln("Addendum {d} %s: {s} %s" % (K.time_of_day(r), r.choice([
            "rang back - engineer attended, fault fixed, equipment tested.",
            "spoke with {f}; collection confirmed, items left in hallway.",
            "checked stock - item on back order, ETA {d2}.",
            "left voicemail for {f}, will try again tomorrow."])),
             d=c.D(r.randint(0, 3)), s=c.S(who, r.choice(["full", "init"]), cred=who is not c.ot),
             f=c.F(style=r.choice(["full", "given"])), d2=c.D(r.randint(4, 14)))
    if c.country != "CA" and r.random() < 0.08:
        lab, v = c.SSN()
        n.ln("Caller asked that US %s {v} be removed from the letter - done." % lab, v=v)
    if r.random() < 0.5:
        n.ln("Safety-netted: advised to ring {t} or %s out of hours if condition changes." %
             {"UK": "NHS 111", "AU": "healthdirect", "CA": "811"}[c.country], t=c.TEL(ext=True))
    n.ln("Duration %d min. Logged by {u}" % r.randint(3, 25), u=c.USER(staff))


def _tel_dialogue(n, c):
    r = c.rng
    op = c.new_staff(r.choice(["call", "coord", "ot"]))
    n.ln("Call log - {o} - {d} %s" % K.time_of_day(r), o=c.org("tele") if r.random() < 0.5 else c.org("equip"), d=c.D(0))
    n.ln("Call ref {x}  handled by {u}", x=c.ACC(), u=c.USER(op))
    n.nl()
    n.ln("Op: %s, you're through to the %s, {o} speaking." % (
        r.choice(["hello", "good morning", "good afternoon", "hiya"]),
        r.choice(["equipment line", "repairs line", "alarm centre", "community OT duty line"])),
        o=c.S(op, r.choice(["given", "given", "full"]), cred=False))
    caller_is_nok = r.random() < 0.6
    if caller_is_nok:
        n.ln("Caller: hi, it's {f}, I'm calling about my %s, {p}." % ("mum" if c.pt.sex == "F" else "dad")
             if c.nok.role in ("daughter", "son") else "Caller: hello, this is {f}, calling for {p}.",
             f=c.F(style="full"), p=c.P(r.choice(["full", "titlefull"])))
    else:
        n.ln("Caller: yes hello, it's {p} here.", p=c.P(r.choice(["titlefull", "full"])))
    n.ln("Op: can I take the date of birth and the postcode please?")
    n.ln("Caller: {d}, and it's {z}.", d=c.DOB(r.choice(["d_month_y", "ord_month_y", "month_d_y"])), z=Ph(c.addr.zip, "ZIP"))
    n.ln("Op: thank you. and the address?")
    n.ln("Caller: {s}, {ci}.", s=Ph(c.addr.street, "STREET"), ci=c.CITY())
    issue = r.choice(["the hoist is making a grinding noise", "the bed won't go down", "the cushion's gone flat",
                      "the pendant keeps beeping", "the commode the man brought is the wrong height",
                      "we don't need the wheelchair any more"])
    n.ln("Caller: " + issue + ". it started on {d}.", d=c.D(-r.randint(1, 5), "weekday"))
    n.ln("Op: ok. is there a number on the white label on the side? it starts with letters.")
    n.ln("Caller: um, {s}.", s=c.DEV("serial"))
    if r.random() < 0.5:
        n.ln("Op: and the asset sticker, the barcode one?")
        n.ln("Caller: {a}.", a=c.DEV("asset"))
    n.ln("Op: lovely. is anyone at risk right now, can {p} still %s?" % r.choice(["get out of bed", "transfer",
                                                                                  "use the toilet"]), p=c.P("given"))
    n.ln("Caller: " + r.choice(["yes, the carers are managing", "not really, no", "just about",
                                "my husband is helping for now"]) + ".")
    n.ln("Op: " + r.choice(["has anything changed with how they're getting about?", "any falls since we last spoke?",
                            "is the equipment plugged in at the wall and switched on?",
                            "are the carers still coming in the morning?"]))
    n.ln("Caller: " + r.choice(["no, about the same. still on the frame.", "one last week, no injury, the carers helped",
                                "yes, I checked that, the light's on but nothing happens",
                                "yes, twice a day, two of them"]))
    n.ln("Op: I'll book an engineer for {d}, morning slot. best number?", d=c.D(r.randint(0, 3), "weekday"))
    n.ln("Caller: {t}" + r.choice(["", ", that's my mobile", ", or the landline"]) + ".",
         t=Ph(c.nok_phone if caller_is_nok else c.mob, "PHONE"))
    n.nl()
    n.ln("Outcome: engineer booked (job {j}); {ot} copied in.", j=c.REF("job"), ot=c.S(c.ot, "init"))
    if r.random() < 0.4:
        n.ln("Note: caller mentioned {p} was in {h} over {hol}; check discharge summary.", p=c.P("given"),
             h=c.site("hosp"), hol=c.holiday())


# ------------------------------------------------------------------ 11 (own)
def discharge_referral(n, c):
    r = c.rng
    n.ln(r.choice(["DISCHARGE EQUIPMENT REQUEST", "Hospital Discharge - Community Equipment Referral",
                   "D2A Equipment & Care Referral", "Pre-discharge OT referral to community"]))
    n.ln("From: {w}, {h}   Bed {b}   Ward tel {t}", w=c.site("ward"), h=c.site("hosp"),
         b=Ph(r.choice(["%d" % r.randint(1, 30), "%d%s" % (r.randint(1, 20), r.choice("ABC")), "SR%d" % r.randint(1, 8)]),
              "LOCATION_OTHER"), t=c.TEL(ext=True))
    n.ln("To: {o}", o=c.org("equip") if r.random() < 0.6 else c.site("clinic"))
    n.nl()
    lab, v = c.MRN()
    n.ln("Patient: {p}  ({a})   " + lab + ": {v}", p=c.P(r.choice(["sc", "sc2", "upper"])),
         a=c.A(r.choice(["sex", "yo", "yrs"])), v=v)
    n.ln("DOB: {d}", d=c.DOB())
    if r.random() < 0.6:
        lab, v = c.PLAN()
        n.ln(lab + ": {v}", v=v)
    if c.country == "CA" and r.random() < 0.35:
        lab, v = c.SSN()
        n.ln(lab + " (home care intake): {v}", v=v)
    cons = c.new_person()
    n.ln("Consultant: {d}   Admitted: {a}   EDD: {e}", d=c.DR(cons), a=c.D(-r.randint(4, 40)), e=c.D(r.randint(1, 6)))
    n.ln("Reason for admission: " + r.choice(["fall - #NOF (R)", "delirium secondary to UTI", "CAP", "stroke (L MCA)",
                                               "decompensated heart failure", "reduced mobility, ?cause"]))
    if r.random() < 0.4:
        n.ln("Discharge to {rel}'s address: {a}", rel=c.nok.role, a=B.I.addr(r, B.I.make_addr(r, c.country),
                                                                               "comma" if c.country == "UK" else "one", False))
    else:
        n.ln("Discharge address: {a}", a=c.ADDR())
    n.ln("Access: " + r.choice(["key safe - code given to carers", "family will be present", "lift to 4th floor",
                                "3 steps at front, none at back", "ring {f} on {t} 30 min before"]),
         f=c.F(style="given"), t=Ph(c.nok_phone, "PHONE"))
    n.nl()
    n.ln("Function on ward: " + "; ".join("%s %s" % (a, b) for a, b in K.adl_line(r)[:4]))
    n.ln("Transfers: " + r.choice(["hoist x2", "stand aid x2", "SPT x1 with Zimmer", "slide board x1",
                                   "independent with 4WW"]) + ". Wt %d kg. " % r.randint(40, 170) + ", ".join(K.scores(r, 2)))
    n.ln("OT notes: " + K.narrative(r, r.randint(1, 3)))
    n.nl().ln("Equipment required BEFORE discharge:")
    B.equipment_list(n, c, k=r.randint(2, 5), assets=False, numbered=r.random() < 0.5)
    n.ln("Care: " + K.care_package(r) + ", starting {d}, provider {a}", d=c.D(r.randint(1, 6)), a=c.org("agency"))
    if r.random() < 0.5:
        n.ln("Telecare: existing pendant via {t} (account {a}) - check working.", t=c.org("tele"), a=c.ACC())
    if r.random() < 0.4:
        n.ln("Transport home: {rel} {f} will collect (car reg {v}).", rel=c.nok.role, f=c.F(), v=c.VEH())
    n.nl()
    n.ln("Referring OT: {s}  bleep/ext {t}", s=c.S(c.ot, r.choice(["full", "init"])), t=c.TEL(ext=True))
    n.ln("Email: {e}   Date: {d}", e=c.EMAIL(c.ot), d=c.D(0))
    n.ln("Request no. {x}   Priority: " + r.choice(["P1 same day", "P2 next day", "P3 (3 days)"]), x=c.REF("order"))
    if r.random() < 0.3:
        n.ln("Entered by {u} on behalf of {s}", u=c.USER(c.new_staff("coord")), s=c.S(c.ot, "init", cred=False))


# ------------------------------------------------------------------ 12 (own)
def loler_report(n, c):
    r = c.rng
    firm = c.org("equip")
    uk = c.country == "UK"
    n.ln("{f}", f=firm)
    n.ln("REPORT OF THOROUGH EXAMINATION - " + ("LOLER 1998 Reg. 9" if uk else
                                                 ("Lifting equipment (AS/NZS ISO 10535)" if c.country == "AU" else
                                                  "Patient lift annual inspection (CSA Z10535)")))
    n.ln("Report no. {x}    Date of examination: {d}", x=c.REF(), d=c.D(0))
    eng = c.new_staff("tech")
    lab = "competent person" if uk else "inspector"
    n.ln("Examined by: {e} (%s), cert. no. {l}" % lab, e=c.S(eng, r.choice(["full", "init"]), cred=False),
         l=c.LIC("trade")[1])
    n.nl()
    n.ln("Site / client: {p}", p=c.P(r.choice(["titlefull", "sc", "full"])))
    n.ln("Address: {a}", a=c.ADDR(country_line=False))
    n.ln("Location of equipment: " + r.choice(["front bedroom", "lounge", "bathroom (wet room)", "bedroom to en-suite track",
                                              "ground floor hall", "basement rec room"]))
    if r.random() < 0.5:
        lab2, v = c.CLIENT()
        n.ln(lab2 + ": {v}", v=v)
    n.nl()
    items = [(r.choice(HOISTS), "hoist")] + [(s, "sling") for s in r.sample(SLINGS, r.randint(1, 3))]
    if r.random() < 0.4:
        items.append((r.choice(["Straight stairlift (SWL 125 kg)", "Curved stairlift (SWL 136 kg)",
                                "Through-floor lift (SWL 250 kg)", "Hector 2 bath lift (SWL 140 kg)"]), "lift"))
    n.ln("| Item | Serial | Asset | Manuf. | Result |")
    n.ln("|---|---|---|---|---|")
    fails = 0
    for it, kind in items:
        res = r.choice(["Pass", "Pass", "Pass", "Pass - advisory", "FAIL - Cat A defect", "Pass"])
        fails += res.startswith("FAIL")
        n.ln("| %s | {s} | {a} | {m} | %s |" % (it, res), s=c.DEV("serial"), a=c.DEV("asset"),
             m=Ph(str(c.visit.year - r.randint(1, 9)), "DATE"))
    n.nl()
    n.ln("Date of last examination: {d}   Interval: %s" % r.choice(["6 months (person-lifting)", "12 months",
                                                                      "6-monthly"]),
         d=c.D(-r.randint(170, 200)))
    n.ln("Defects: " + (r.choice([
        "sling label illegible - withdraw sling", "sling stitching frayed at leg loop - condemned",
        "emergency stop inoperative - equipment taken out of use (Cat A, immediate danger)",
        "lift actuator leaking - out of use pending repair"]) if fails else r.choice([
            "none found", "boom pivot wear within tolerance - monitor",
            "battery at 71% capacity - replace at next visit", "track end stop loose - tightened"])))
    n.ln("Observations: " + r.choice([
        "equipment clean, stored correctly, charger in use", "sling labels legible, no fraying",
        "user instructions present on site", "hoist stored in hallway obstructing exit - advised",
        "battery replaced at last service"]) + "; " + r.choice([
        "carers report using correctly", "family unaware of 6-monthly requirement - explained",
        "no incidents since last examination", "one near miss reported to OT"]) + ".")
    n.ln("Load test: %s at %d kg for 10 min - %s" % (r.choice(["static", "dynamic"]), r.choice([155, 170, 200, 227, 250]),
                                                    r.choice(["satisfactory", "satisfactory", "not performed (sling)"])))
    n.ln("Next thorough examination due by: {d}", d=c.D(r.randint(175, 185)))
    if r.random() < 0.5:
        n.ln("Defect notified to {s} ({o}) and to {f} ({rel}) on {d}.", s=c.S(c.ot, "init"), o=c.org("council"),
             f=c.F(style="full"), rel=c.nok.role, d=c.D(0))
    if r.random() < 0.3:
        n.ln("Engineer's vehicle {v}; parts ordered PO {p}.", v=c.VEH(), p=c.REF("order"))
    n.nl()
    n.ln("Signed: {e}   for {f}", e=c.S(eng, "init", cred=False), f=firm)
    n.ln("Client / representative: {x}", x=c.F(style="full") if r.random() < 0.6 else c.P("full"))
