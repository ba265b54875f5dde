"""Genre prf: patient report forms from on-site treatment centres."""
import phi
import people as PE
import clinical as CL
import common as C
from notelib import Note

GENRE = "prf_treatment_centre"
KINDS = ["festival", "festival", "stadium", "public", "motorsport", "stadium"]


def _obs_table(rng, n, pres, us=False):
    t = C.times(rng, rng.randint(2, 4), 12, 23)
    rows = ["Time   HR   RR  SpO2  BP       Temp  GCS  BM   NEWS2", "-" * 52]
    if us:
        rows = ["Time   BP       P    R   SpO2  T(F)   GCS  BGL", "-" * 48]
    for i, tm in enumerate(t):
        o = CL.obs(rng, pres["profile"] if i == 0 else rng.choice([pres["profile"], "normal"]))
        if o["hr"] == 0:
            rows.append("%s  -- no output, CPR in progress --" % tm)
            continue
        if us:
            rows.append("%s  %-7s  %-3d  %-2d  %d%%   %.1f  %-3d  %d" % (
                tm, "%d/%d" % (o["sbp"], o["dbp"]), o["hr"], o["rr"], o["spo2"], o["temp"] * 9 / 5 + 32, o["gcs"], round(o["bm"] * 18)))
        else:
            rows.append("%s  %-3d  %-2d  %d%%   %-7s  %.1f  %-3d  %.1f  %d" % (
                tm, o["hr"], o["rr"], o["spo2"], "%d/%d" % (o["sbp"], o["dbp"]), o["temp"], o["gcs"], o["bm"], o["news2"]))
    n.w("\n".join(rows) + "\n")


def _layout_uk_au(rng, c, n, p, pres):
    lead = PE.make_staff(rng, c.country, rng.choice(["paramedic", "staff nurse", "RN", "paramedic", "ACP"]))
    doc = PE.make_staff(rng, c.country, rng.choice(["event doctor", "event medical officer", "clinical lead"]))
    frel = rng.choice(["friend", "partner", "sister", "mate", "brother"])
    friend = PE.make_other(rng, c.country, rel=frel)
    title = rng.choice(["PATIENT REPORT FORM", "Patient Treatment Record", "CLINICAL RECORD - ON SITE",
                        "PRF (Medical Centre)"])
    n.w(("ORGANIZATION", c.provider), "  -  " + title + "\n")
    n.w(rng.choice(["PRF No: ", "Record #: ", "Form no. "]), ("ACCOUNT", phi.prf_no(rng)), "    ",
        rng.choice(["Event: ", "Event name: "]), ("ORGANIZATION", c.event), "\n")
    n.w("Venue: ", ("LOCATION_OTHER", c.venue), "   Date: ", C.D(rng, c, c.d0), "\n")
    tin = C.hhmm(rng, 12, 23, "colon")
    loc = rng.random()
    n.w("Treated at: Main Medical Centre, ", C.bed(rng), "   Time in: " + tin + "\n")
    if c.kind == "festival" and loc < 0.5:
        col, pitch = C.campsite(rng)
        n.w("Found: by roaming team " + lead.callsign + " in " + col + " campsite near ", pitch, "\n")
    elif c.kind == "festival":
        n.w("Found: front of ", ("LOCATION_OTHER", c.stage), ", brought in by " + rng.choice(["stewards", "friends", "security", "Rover 2"]) + "\n")
    elif c.kind == "stadium":
        n.w("Location: ", C.seat(rng), ", " + rng.choice(["North Stand", "East Stand concourse", "Gate 7 turnstiles"]) + "\n")
        if rng.random() < 0.45:
            n.w("Ticket holder matched via biometric entry gate, face template ", ("BIOID", phi.bioid(rng, "face")), "\n")
    else:
        n.w("Location: near ", C.landmark(rng), " (" + rng.choice(["Zone C", "Sector 4", "Post 12", "Gate B"]) + ")\n")
    if rng.random() < 0.7:
        n.w("Wristband/ticket: ", ("IDNUM", p.wristband), "\n")
    n.w("\nPATIENT\n")
    n.w(C.demo_block(rng, c, p))
    if rng.random() < 0.6:
        n.w("Occupation: ", ("PROFESSION", p.job), "\n")
    f, nok = C.nok_line(rng, c, p)
    n.w(nok, "\n")
    n.w("\nPC: " + rng.choice(pres["cc"]) + "\n")
    hx = rng.sample(pres["hx"], min(3, len(pres["hx"])))
    n.w("HPC: ", C.pt_ref(rng, c, p), " " + rng.choice(["reports:", "states", "c/o"]) + " " + hx[0][0].lower() + hx[0][1:] + " ")
    n.w(" ".join(hx[1:]) + "\n")
    n.f("Collateral from {rel} {fr} who is with pt: {q}\n", rel=frel,
        fr=PE.nm(rng, friend, "FAMILY", rng.choice(["full", "first"])),
        q=rng.choice(["'" + p.he + " just went down'", "'" + p.he + "'s had a few'", "'we lost " + p.him + " for about an hour'",
                      "agrees with history.", "unsure what was taken."]))
    n.w("PMH: " + rng.choice(CL.PMH) + "   DH: " + rng.choice(CL.MEDS) + "   Allergies: " + rng.choice(CL.ALLERGY) + "\n")
    if c.kind == "festival":
        n.w("Substances (self-declared): " + ", ".join(rng.sample(CL.SUBSTANCES, 2)) + "\n")
    n.w("\nOBSERVATIONS\n")
    _obs_table(rng, n, pres)
    n.w("\nO/E: " + rng.choice(pres["exam"]) + "\n")
    n.w("Tx: " + " ".join(rng.sample(pres["tx"], min(2, len(pres["tx"])))) + "\n")
    if rng.random() < 0.5:
        n.w("Drug admin checked by ", PE.nm(rng, lead, "DOCTOR", "init"), " / ", PE.nm(rng, doc, "DOCTOR", "init"),
            ". " + rng.choice(["Batch 22K148 exp 03/27.", "Lot A3391, exp 11/2026.", "PGD used: #14 Ondansetron."]) + "\n")
    if rng.random() < 0.5:
        n.w("Equipment: " + ", ".join(rng.sample(CL.EQUIP, 2)) + "\n")
    n.w("Impression: " + rng.choice(pres["imp"]) + "\n")
    kind, dispo = C.disposition(rng, c, pres, c.hosp.name)
    n.w("Outcome: ", dispo)
    if kind == "convey":
        n.w(" (CAD ", ("IDNUM", phi.cad_no(rng, c.d0)), ")")
    n.w(". Time out " + C.hhmm(rng, 0, 23, "colon") + ".\n")
    if rng.random() < 0.5:
        n.w("Advice sheet given; ", C.pt_ref(rng, c, p), " to see ", c.gp, " at ",
            ("HOSPITAL", PE.practice(rng, c.country)), " if not settling.\n")
    n.w("\n", C.signoff(rng, c, lead), "\n")
    n.w("Reviewed: ", PE.staff_ref(rng, doc, rng.choice(["title_last", "full_reg", "title_full"])), " at " + C.hhmm(rng) + "\n")
    n.w(C.eprf_footer(rng, c, lead, c.d0))


def _layout_us(rng, c, n, p, pres):
    medic = PE.make_staff(rng, "US", rng.choice(["paramedic", "EMT", "RN"]))
    partner = PE.make_staff(rng, "US", "EMT-B")
    md = PE.make_staff(rng, "US", "medical director")
    n.w("PATIENT CARE REPORT - ", ("ORGANIZATION", c.provider), "\n")
    n.w("Incident #: ", ("IDNUM", phi.cad_no(rng, c.d0)), "   PCR #: ", ("ACCOUNT", phi.prf_no(rng)),
        "   Unit: " + rng.choice(["Aid Station 1", "Cart 4", "Bike Team 2", "Medic 12", "First Aid A"]) + "\n")
    n.w("Date of service: ", C.D(rng, c, c.d0), "   Event: ", ("ORGANIZATION", c.event), " @ ", ("LOCATION_OTHER", c.venue), "\n")
    n.w("Event address: ", PE.addr_inline(c.venue_addr), "\n")
    n.w("Crew: ", PE.nm(rng, medic, "DOCTOR", "LF"), " (" + medic.cred + ") / ", PE.nm(rng, partner, "DOCTOR", "LF"), " (EMT-B)\n")
    if c.kind == "stadium":
        n.w("Pt location: ", C.seat(rng), "\n")
    n.w("\nPt Name: ", C.pt_name(rng, c, p, rng.choice(["LF", "lf", "fml"])), "   DOB: ", C.D(rng, c, p.dob, "num"),
        "   Age: ", ("AGE", str(p.age)), "   Gender: " + p.sx + "\n")
    n.w("Home: ", PE.addr_inline(p.addr), "   Ph: ", ("PHONE", p.phone), "\n")
    n.w(C.id_lines(rng, c, p, "   "), "\n")
    if rng.random() < 0.5:
        n.w("Driver's license (ID verification): ", ("LICENSE", phi.driver_lic(rng, "US", p.last)), " ",
            ("STATE", p.addr.state_abbr), "\n")
    n.w("Employer: ", ("ORGANIZATION", p.employer), "   Occupation: ", ("PROFESSION", p.job), "\n")
    o = CL.obs(rng, pres["profile"])
    n.w("\nNARRATIVE (CHART)\n")
    n.w("C: " + rng.choice(pres["cc"]) + ".\n")
    n.w("H: ", C.age_piece(rng, p, "yo"), " " + ("male" if p.sex == "M" else "female") + " " + " ".join(pres["hx"][:2]) +
        " PMHx: " + rng.choice(CL.PMH) + ". Meds: " + rng.choice(CL.MEDS) + ". Allergies: " + rng.choice(CL.ALLERGY) + ".\n")
    n.w("A: " + rng.choice(pres["exam"]) + " Vitals: " + CL.obs_us(o) + ".\n")
    n.w("R: Protocol " + rng.choice(["6.02", "4.11 Heat Emergencies", "ALS-12", "BLS 3.3"]) + " per ", ("ORGANIZATION", c.provider),
        " standing orders, online med control w/ Dr. ", PE.nm(rng, md, "DOCTOR", "last"), ".\n")
    n.w("T: " + " ".join(rng.sample(pres["tx"], min(2, len(pres["tx"])))) + "\n")
    _obs_table(rng, n, pres, us=True)
    kind, dispo = C.disposition(rng, c, pres, c.hosp.name)
    if kind == "refuse" or rng.random() < 0.2:
        n.w("\nREFUSAL: Pt A&Ox4, advised of risks incl. death; signed AMA form. Witness: ",
            PE.nm(rng, PE.make_other(rng, "US"), "FAMILY", "full"), " (" + rng.choice(["security", "friend", "usher"]) + ").\n")
    else:
        n.w("\nDisposition: ", dispo, ".\n")
    n.w("\n", C.signoff(rng, c, medic), "\n")
    n.w("Med control: ", PE.staff_ref(rng, md, "full_reg"), "\n")
    n.w(C.eprf_footer(rng, c, medic, c.d0))


def _layout_short(rng, c, n, p, pres):
    """Hand-written first-aid card, transcribed."""
    fa = PE.make_staff(rng, c.country, rng.choice(["first aider", "first responder", "EMT", "ECA"]))
    n.w("FIRST AID TREATMENT CARD  #", ("ACCOUNT", phi.prf_no(rng)), "\n")
    n.w("date ", C.D(rng, c, c.d0, rng.choice(["num_yy", "num_nz", "dot"])), "  time " + C.hhmm(rng, 11, 23, "plain") + "\n")
    n.w("name: ", C.pt_name(rng, c, p, rng.choice(["full", "first_li", "first"])), "   age ", ("AGE", str(p.age)), "\n")
    n.w("where: ", rng.choice([["by ", ("LOCATION_OTHER", c.stage)], ["near ", C.landmark(rng)], ["gate 4 queue"],
                               [C.seat(rng)]]), "\n")
    n.w("what happened: " + rng.choice(pres["cc"]) + ". " + rng.choice(pres["hx"]) + "\n")
    n.w("injury/illness: " + rng.choice(pres["imp"]) + "\n")
    n.w("treatment: " + rng.choice(pres["tx"]) + "\n")
    n.w("obs: " + CL.obs_line(rng, CL.obs(rng, pres["profile"]), "slash") + "\n")
    n.w("outcome: " + rng.choice(["back to event", "went home w/ mum", "to med centre for review", "left"]) + "\n")
    n.w("first aider: ", PE.nm(rng, fa, "DOCTOR", rng.choice(["full", "first_li", "init"])), "  ", fa.callsign, "\n")
    if rng.random() < 0.6:
        n.w("contact for pt: ", ("PHONE", p.phone), "\n")
    if rng.random() < 0.4:
        n.w("entered onto system by ", ("USERNAME", fa.user), " " + C.hhmm(rng) + "\n")


def gen(rng, country):
    kind = rng.choice(KINDS)
    c = PE.make_ctx(rng, country, kind)
    p = PE.make_patient(rng, country, c.d0, kind)
    pres = CL.pick(rng, kind)
    n = Note()
    r = rng.random()
    if country == "US" and r < 0.75:
        _layout_us(rng, c, n, p, pres)
    elif r < 0.8:
        _layout_uk_au(rng, c, n, p, pres)
    else:
        _layout_short(rng, c, n, p, pres)
    return n
