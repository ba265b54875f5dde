"""Genres: homecare_delivery, pump_loan, telephone."""

import phi
from phi import pick, digits
from doc import P
from case import staff_name, Staff
import clinical as CL
import blocks as B
import pools_places as PL


def _landmark(rng):
    lm = pick(rng, PL.LANDMARKS)
    if lm.startswith("the "):
        return ["the ", P(lm[4:], "LOCATION_OTHER")]
    return P(lm, "LOCATION_OTHER")


def homecare_delivery(rng, n, case):
    c = case.country
    pn = case.route == "HPN"
    n.w("{hc}{sp}{t}\n", hc=P(case.homecare, "ORGANIZATION"), sp=pick(rng, ["  -  ", "\n", " | "]),
        t=pick(rng, ["DELIVERY NOTE / PROOF OF DELIVERY", "Delivery Record", "PROOF OF DELIVERY (POD)", "Home Delivery Confirmation"]))
    n.w("Docket: {dk}   Order: {o}   Route {r} / drop {dr}\n", dk=phi.idnum(rng, "docket"), o=phi.idnum(rng, "order"),
        r="R%02d" % rng.randrange(1, 40), dr=rng.randrange(1, 25))
    n.w("Customer acct: {a}   Patient: {nm}   DOB: {dob}\n", a=P(case.hc_acct, "ACCOUNT"), nm=case.name(rng, pick(rng, ["LAST_First", "full", "title_full"])),
        dob=case.dob_seg(rng))
    if c == "UK" and rng.random() < 0.5:
        n.w("NHS No: {v}   Referring centre: {h}\n", v=case.nhs_seg(rng), h=P(case.hospital, "HOSPITAL"))
    elif rng.random() < 0.5:
        n.w("Hospital ref: {v}   Referring centre: {h}\n", v=case.mrn_seg(rng), h=P(case.hospital, "HOSPITAL"))
    n.w("Delivery address: {a}\n", a=case.addr.seg(rng))
    n.w("Contact: {p}", p=P(case.home_phone, "PHONE"))
    if rng.random() < 0.6:
        n.w(" / {f} ({rel}) {p2}", f=case.fam(rng), rel=case.rel, p2=phi.phone(rng, c, "mob"))
    n.add("\n")
    r = rng.random()
    if r < 0.3:
        n.w("Access notes: ring twice; if no answer leave with neighbour at no. {no} ({nb}).\n", no=rng.randrange(1, 99),
            nb=pt_nb(rng, case))
    elif r < 0.55:
        n.w("Access notes: parking behind {lm}; side gate, store in garage.\n", lm=_landmark(rng))
    elif r < 0.7:
        n.add("Access notes: dog on premises. Deliver to back door only. Key safe - ask office.\n")
    n.w("Scheduled: {d} {slot}   Delivered: {d2} {t}\n", d=case.d(rng, 0, pick(rng, ["num", "wd", "long"])),
        slot=pick(rng, ["AM (08:00-12:00)", "PM slot", "all day", "timed 10:00-11:00"]),
        d2=case.d(rng, pick(rng, [0, 0, 0, 1]), "num"), t="%02d:%02d" % (rng.randrange(8, 18), rng.randrange(60)))
    n.w("Driver: {dv}   Vehicle: {v}\n", dv=staff_name(rng, case.driver, pick(rng, ["full", "first", "init_last"])), v=phi.vehicle(rng, c))
    if rng.random() < 0.4:
        n.w("Driver licence checked: {l}\n", l=phi.license_val(rng, "dl"))
    if c == "US" and rng.random() < 0.35:
        n.w("Billing: {ins} member {m}; guarantor SSN {s}; claim {cl}\n", ins=P(case.insurer, "ORGANIZATION"),
            m=P(case.member, "HEALTHPLAN"), s=P(case.ssn, "SSN"), cl=phi.account(rng, "billing"))
    n.add("\nITEMS\n%-9s %-40s %5s  %s\n" % ("Code", "Description", "Qty", "Lot/Batch"))
    items = []
    if pn:
        items.append(("PN-BAG", "Compounded PN bag %d ml (patient-specific)" % pick(rng, [2000, 2500, 3000]), pick(rng, [5, 6, 7])))
        items.append((digits(rng, 7), "Giving set, PN, 1.2 micron filter", 7))
        items.append((digits(rng, 7), "Needle-free connectors", 4))
        items.append((digits(rng, 7), "Chlorhexidine 2%/IPA 70% wipes", 60))
        items.append((digits(rng, 7), "0.9% NaCl 10 ml flushes", 30))
        items.append((digits(rng, 7), "TauroLock 3 ml", 7))
    else:
        name = CL.feed_for(rng, case)[0]
        items.append((digits(rng, 7), "%s 1000 ml pack" % name, pick(rng, [14, 28, 30])))
        items.append((digits(rng, 7), "%s giving set" % pick(rng, CL.PUMPS), pick(rng, [28, 30])))
        items.append((digits(rng, 7), "ENFit syringe 60 ml", pick(rng, [15, 30, 60])))
        items.append((digits(rng, 7), "ENFit syringe 2.5 ml (meds)", pick(rng, [10, 20])))
        items.append((digits(rng, 7), "Gauze swabs / Y-dressing", pick(rng, [10, 20])))
        items.append((digits(rng, 7), "Balloon gastrostomy spare 14Fr", 1))
    for code, desc, q in rng.sample(items, rng.randrange(3, len(items) + 1)):
        n.add("%-9s %-40s %5d  " % (code, desc, q))
        if code == "PN-BAG":
            n.add(phi.idnum(rng, "batch"))
        else:
            n.add("L%s exp %02d/%d" % (digits(rng, 5), rng.randrange(1, 13), rng.randrange(2025, 2028)))
        n.add("\n")
    if pn:
        n.w("\nCold chain: dispatch {a} C, arrival {b} C. Logger {lg} - within 2-8 C.\n", a="%.1f" % rng.uniform(3, 5),
            b="%.1f" % rng.uniform(4, 7.5), lg=phi.device_id(rng, "logger"))
        n.w("Patient fridge {fr}: {t} C on arrival. Bags rotated FIFO.\n", fr=phi.device_id(rng, "fridge"), t="%.1f" % rng.uniform(2.5, 7))
    if rng.random() < 0.25:
        n.w("NB {h} schedule - delivery brought forward from {d}.\n", h=phi.holiday(rng, c), d=case.d(rng, rng.randrange(1, 4), pick(rng, ["short", "wd"])))
    n.add("Stock in hand before delivery: %d days. " % rng.randrange(1, 12))
    n.add(pick(rng, ["No returns.", "Returned 2 expired syringes.", "Damaged box x1 - replacement on next run.", "Excess stock noted - reduce next order."]) + "\n")
    n.w("\nReceived by: {rb}", rb=pick(rng, [[case.name(rng, pick(rng, ["full", "title_last"])), " (patient)"],
                                              [case.fam(rng), " (" + case.rel + ")"]]))
    if rng.random() < 0.45:
        n.w("  - identity confirmed by thumbprint on handheld (biometric ref {b})", b=phi.bioid(rng))
    else:
        n.add("  - signature captured on handheld")
    n.w("\nNext delivery: {d}\n", d=case.d(rng, pick(rng, [7, 14, 28]), pick(rng, ["num", "wd", "short", "long"])))
    if rng.random() < 0.5:
        n.w("Track deliveries: {u}  |  Queries: {p}  |  {e}\n", u=phi.url(rng, "/delivery-tracking"), p=phi.phone(rng, c, "free"),
            e=phi.email_role(rng, pick(rng, ["deliveries", "customer.care", "homecare.orders"])))
    if rng.random() < 0.5:
        n.w("POD synced from device at {ip} by {u}\n", ip=phi.ipaddr(rng), u=phi.username(rng, case.driver))


def pt_nb(rng, case):
    nb = case.family2
    return pick(rng, [[case.family2.title + " ", P(nb.last, "FAMILY")], P(nb.full(), "FAMILY"), P(nb.first, "FAMILY")])


def pump_loan(rng, n, case):
    c = case.country
    pn = case.route == "HPN"
    model = pick(rng, CL.PN_PUMPS if pn else CL.PUMPS)
    issuer = Staff(rng, pick(rng, ["nurse", "technician", "coordinator"]), c)
    n.w("{org}\n", org=pick(rng, [P(case.homecare, "ORGANIZATION"), [P(case.hospital, "HOSPITAL"), " - Medical Equipment Library"]]))
    n.w("{t}\nLoan agreement no: {la}\n\n", t=pick(rng, ["EQUIPMENT LOAN AGREEMENT - FEED PUMP", "Pump Loan Record", "LOAN OF ENTERAL FEEDING PUMP",
                                                         "Ambulatory PN pump - loan & training record" if pn else "Enteral pump issue form"]),
        la=phi.idnum(rng, "loan"))
    n.w("Equipment: {m}   Serial no: {sn}   Asset tag: {at}\n", m=model, sn=phi.device_id(rng, "pump"), at=phi.device_id(rng, "asset"))
    n.add("Accessories: %s\n" % ", ".join(rng.sample(["mains charger", "pole clamp", "backpack (%s)" % pick(rng, ["small", "large"]), "drip stand",
                                                        "spare battery", "USB dock", "quick reference card"], 3)))
    n.w("Issued: {d} by {s}   Service/PAT due: {d2}\n\n", d=case.d(rng, 0, pick(rng, ["num", "long"])),
        s=staff_name(rng, issuer, pick(rng, ["full", "init_last", "full_cred"])), d2=case.d(rng, rng.randrange(180, 400), pick(rng, ["my", "num"])))
    B.demo_block(rng, n, case, style=pick(rng, ["lines", "grid"]), gp=False)
    n.w("Responsible person: {f} ({rel})  tel {p}\n", f=case.fam(rng, pick(rng, ["full", "title_last"])), rel=case.rel,
        p=phi.phone(rng, c, "mob"))
    if c == "US" and rng.random() < 0.4:
        n.w("DME billing: {ins}, member {m}, SSN {s}, HCPCS B9002 rental (RR modifier)\n", ins=P(case.insurer, "ORGANIZATION"),
            m=P(case.member, "HEALTHPLAN"), s=P(case.ssn, "SSN"))
    if case.care_home:
        n.w("Location of use: {ch}\n", ch=P(case.care_home, "HOSPITAL"))
    n.add("\nTRAINING CHECKLIST\n")
    items = ["Loading giving set / priming", "Setting rate and dose", "Alarm: occlusion downstream", "Alarm: no flow / air in line",
             "Low battery and charging", "Cleaning (damp cloth, no alcohol on screen)", "Hold/resume for meds", "Travel mode / backpack use"]
    tdate = rng.randrange(-3, 1)
    init = issuer.initials().upper()
    for it in rng.sample(items, rng.randrange(4, len(items) + 1)):
        n.add("  [x] %-40s " % it)
        n.add(P(init, "DOCTOR"))
        n.add("\n")
    n.w("Training completed {d}; competency signed by {s}.\n", d=case.d(rng, tdate, pick(rng, ["num", "short"])),
        s=staff_name(rng, issuer, pick(rng, ["full", "first"])))
    n.add("\nDECLARATION: I accept responsibility for the pump while on loan, will keep it clean and dry, and will return it when no longer "
          "required. Report faults to the helpline; do not attempt repairs. Firmware updates are applied remotely.\n")
    n.w("Signed: {s}   Date: {d}\n", s=pick(rng, [case.name(rng, "full"), case.fam(rng, "full")]), d=case.d(rng, 0, "num"))
    r = rng.random()
    if r < 0.55:
        n.w("\nTelemetry: remote monitoring enabled; home hub {ip}; portal {u}; last sync {d} {t}.\n", ip=phi.ipaddr(rng),
            u=phi.url(rng, "/pump-support"), d=case.d(rng, rng.randrange(0, 20), "num"), t="%02d:%02d" % (rng.randrange(24), rng.randrange(60)))
    if rng.random() < 0.45:
        n.w("Swap history: previous unit SN {sn} returned {d} - fault '{f}'.\n", sn=phi.device_id(rng, "pump"),
            d=case.d(rng, -rng.randrange(30, 300), pick(rng, ["num", "long"])), f=pick(rng, ["E-07 rotor", "screen failure", "battery not holding charge",
                                                                                             "door latch broken", "dropped - cracked casing"]))
    if rng.random() < 0.35:
        tech = Staff(rng, "technician", c)
        n.w("RETURN: received {d}; condition {cnd}; decontaminated by {t} ({u}); PAT pass.\n", d=case.d(rng, rng.randrange(30, 400), "num"),
            cnd=pick(rng, ["good", "fair - scuffed", "missing charger"]), t=staff_name(rng, tech, pick(rng, ["full", "init_last"])),
            u=phi.username(rng, tech))
    n.w("Helpline: {p}   Email: {e}\n", p=phi.phone(rng, c, "free"), e=phi.email_role(rng, pick(rng, ["pumps", "equipment.library", "tech.support"])))


REASONS_HEN = [
    ("pump alarming 'no flow' since 2am", "Checked set loaded correctly, clamp open, bag not empty. Advised re-prime; alarm resolved on call."),
    ("tube blocked, can't flush", "Advised warm water push-pull with 60 ml ENFit syringe, leave 20 min, repeat. NOT to use cola/pineapple juice or a wire. If unresolved, attend clinic."),
    ("PEG fell out about 30 min ago", "Advised cover site, attend ED/clinic within 1-2 h to keep tract open. Spare balloon gastrostomy at home - carer not trained, so do not insert."),
    ("vomiting after feeds x2 days", "Reduce rate by 25 ml/h, sit up 45 degrees during and 1 h after feed. Check bowels (BNO 4/7). GP review if persists."),
    ("leaking around stoma", "Check balloon water (should be 5 ml), reposition fixator, barrier film. Photo sent via secure link for review."),
    ("ran out of syringes, delivery missed", "Emergency stock requested from homecare; next-day delivery confirmed."),
    ("weight dropping", "Booked weight check with practice nurse; increase feed rate by 10 ml/h pending review."),
]
REASONS_HPN = [
    ("temperature 38.6 and shivering after connecting PN", "Advised STOP infusion, do not disconnect/flush line, attend ED now with HPN passport; ED and on-call team informed."),
    ("bag leaking from port after spike", "Advised do not use bag, discard, use spare; incident reported to compounder."),
    ("pump showing 'upstream occlusion'", "Check clamp and kink; re-prime. Resolved."),
    ("stoma output 3 L yesterday, dizzy", "Advised extra 1 L saline bag tonight, restrict hypotonic fluids, St Mark's solution; bloods tomorrow."),
    ("line exit site red and sore", "Swab by homecare nurse tomorrow; photo reviewed - mild erythema, no pus; review in clinic."),
    ("fridge broken", "Homecare arranging replacement fridge today; bags to cool box with ice packs (2-8 C)."),
]


def telephone(rng, n, case):
    c = case.country
    pn = case.route == "HPN"
    reason, advice = pick(rng, REASONS_HPN if pn else REASONS_HEN)
    doc = pick(rng, [case.nurse, case.dietitian, case.hc_nurse])
    n.w("{t}    {d} {tm}\n", t=pick(rng, ["TELEPHONE ENCOUNTER", "Telephone Contact", "Phone call - nutrition helpline", "TEL CONSULT",
                                          "Helpline call log"]),
        d=case.d(rng, 0, pick(rng, ["num", "wd", "iso", "long"])), tm="%02d:%02d" % (rng.randrange(0, 24), rng.randrange(60)))
    n.w("Pt: {nm}  ", nm=case.name(rng, pick(rng, ["LAST_First", "full", "Last_First"])))
    lab, v = pick(rng, case.main_id(rng))
    n.w("{l} {v}  DOB {dob}\n", l=lab, v=v, dob=case.dob_seg(rng))
    who = pick(rng, ["pt", "family", "family", "homecare", "gp"])
    if who == "pt":
        n.w("Caller: patient, on {p}\n", p=P(pick(rng, [case.home_phone, case.mob_phone]), "PHONE"))
    elif who == "family":
        n.w("Caller: {f}, {rel}, on {p}\n", f=case.fam(rng), rel=case.rel, p=phi.phone(rng, c, "mob"))
    elif who == "homecare":
        n.w("Caller: {s} ({hc} nurse), on {p}\n", s=staff_name(rng, case.hc_nurse, pick(rng, ["full", "first"])),
            hc=P(case.homecare, "ORGANIZATION"), p=phi.phone(rng, c, ext=True))
    else:
        rec = Staff(rng, "clerk", c)
        n.w("Caller: {s}, receptionist at {pr}, tel {p}\n", s=staff_name(rng, rec, pick(rng, ["first", "full"])), pr=P(case.practice, "HOSPITAL"),
            p=phi.phone(rng, c))
    r = rng.random()
    if r < 0.3:
        n.w("ID check: passed voice biometrics ({b})\n", b=phi.bioid(rng))
    elif r < 0.8:
        n.add("ID check: name, DOB and first line of address confirmed\n")
    n.add("\n")
    if rng.random() < 0.5:
        n.w("{f} reports {r}. ", f=pick(rng, [case.fam(rng, "first"), case.name(rng, "first"), "Caller"]), r=reason)
    else:
        n.add("Reason: %s.\n" % reason)
    n.add(CL.negs(rng, 1) + "\n")
    if rng.random() < 0.2:
        n.w("Also going away over {h} - extra stock requested.\n", h=phi.holiday(rng, c))
    if rng.random() < 0.6:
        n.w('Quote: "{q}"\n', q=pick(rng, ["he just keeps pulling at it", "the machine keeps beeping and i can't sleep",
                                           "we're away at the caravan this weekend", "she says it hurts when we turn it",
                                           ["my ", case.rel if case.rel not in ("neighbour", "friend", "carer") else "son", " ", case.fam(rng, "first"),
                                            " usually does it but he's at work"]]))
    n.add("Advice: " + advice + "\n")
    if rng.random() < 0.5:
        n.w("Discussed with {s}, who agreed.\n", s=staff_name(rng, case.consultant, pick(rng, ["dr_last", "dr_full", "dr_init"])))
    if rng.random() < 0.5:
        n.w("Follow-up call booked {d}", d=case.d(rng, rng.randrange(1, 8), pick(rng, ["wd", "short", "weekday"])))
        n.add(pick(rng, [" am.", ", 10:00.", " - pt to ring back if worse."]) + "\n")
    n.add("Call duration %d min. Red flags reviewed; caller verbalised understanding.\n" % rng.randrange(3, 25))
    n.w("\nDocumented by {s}", s=staff_name(rng, doc, pick(rng, ["full_cred", "full", "init_last"])))
    if rng.random() < 0.6:
        n.w(" ({u})", u=phi.username(rng, doc))
    n.add("\n")
