"""Genre ambulance_handover: ATMIST / IMIST-AMBO / MIST handover records."""
import phi
import people as PE
import clinical as CL
import common as C
from notelib import Note

GENRE = "ambulance_handover"
KINDS = ["festival", "stadium", "marathon", "motorsport", "public", "festival"]


def _crew(rng, c):
    a = PE.make_staff(rng, c.country, "paramedic")
    b = PE.make_staff(rng, c.country, rng.choice(["EMT", "ECA", "paramedic", "EMT-B", "first responder"]))
    return a, b


def _atmist_uk(rng, c, n, p, pres):
    a, b = _crew(rng, c)
    nic = PE.make_staff(rng, c.country, "staff nurse")
    evdoc = PE.make_staff(rng, c.country, rng.choice(["event doctor", "clinical lead", "event medical officer"]))
    o = CL.obs(rng, pres["profile"])
    t_inc, t_call, t_arr, t_ho = C.times(rng, 4, 13, 22)
    n.w(rng.choice(["ATMIST HANDOVER", "PRE-ALERT - ATMIST", "Ambulance Handover Record (ATMIST)"]), "\n")
    n.w("=" * 34 + "\n")
    n.w("Service: ", ("ORGANIZATION", c.ambulance), "   Callsign: " + rng.choice(["EA", "CA", "WH", "NL"]) + "%d" % rng.randint(101, 899), "\n")
    n.w("Vehicle reg: ", ("VEHICLE", phi.plate(rng, c.country)), "   CAD: ", ("IDNUM", phi.cad_no(rng, c.d0)), "\n")
    n.w("Date: ", C.D(rng, c, c.d0), "   Pre-alert called " + t_call + " to ", ("HOSPITAL", c.hosp.name), " ", c.ed, " (",
        ("PHONE", c.hosp.phone), ")\n")
    n.w("Pick-up: event RVP " + str(rng.randint(1, 4)) + ", ", ("LOCATION_OTHER", c.venue), ", ", PE.addr_inline(c.venue_addr, with_state=False), "\n\n")
    ast = rng.choice(["plain", "yrs", "sex"])
    n.w("A  ", C.age_piece(rng, p, ast), ("" if ast == "sex" else "  " + ("male" if p.sex == "M" else "female")), "\n")
    n.w("T  " + t_inc + " (" + rng.choice(["approx", "witnessed", "unwitnessed, found", "per friends"]) + ")\n")
    n.w("M  " + rng.choice(pres["cc"]) + " - " + rng.choice(pres["hx"]) + "\n")
    n.w("I  " + rng.choice(pres["exam"]) + "\n")
    n.w("S  " + CL.obs_line(rng, o, rng.choice(["compact", "slash"])) + "  AVPU " + CL.avpu(o) + "\n")
    n.w("T  " + " ".join(rng.sample(pres["tx"], min(2, len(pres["tx"])))) + "\n\n")
    n.w("Pt details: ", C.pt_name(rng, c, p, rng.choice(["LF", "full", "fml"])), ", DOB ", C.D(rng, c, p.dob), "\n")
    if c.country == "UK":
        n.w("NHS no. ", ("MRN", p.nhs) if rng.random() < 0.7 else "not known", "\n")
    else:
        n.w("Medicare ", ("HEALTHPLAN", p.medicare), "\n")
    n.w("Home address: ", PE.addr_inline(p.addr), "\n")
    if p.foreign:
        n.w("Visitor from ", ("COUNTRY", p.foreign), " - EHIC/GHIC/travel insurance ", ("HEALTHPLAN", p.plan), "\n")
    if rng.random() < 0.55:
        rel = rng.choice(["friend", "partner", "brother", "girlfriend", "boyfriend"])
        f = PE.make_other(rng, c.country, rel=rel)
        n.w("Travelling with pt: ", rel, " ",
            PE.nm(rng, f, "FAMILY", rng.choice(["full", "first"])), " (mob ", ("PHONE", f.phone), ")\n")
    n.w("\nHanded over to ", PE.nm(rng, nic, "DOCTOR", rng.choice(["full", "first", "fi_last"])), " (NIC) at " + t_ho + ", ",
        C.bed(rng), "\n")
    n.w("Event medical contact: ", PE.staff_ref(rng, evdoc, "title_full"), ", ", ("ORGANIZATION", c.provider), " - ",
        ("PHONE", evdoc.phone), "\n")
    n.w("Crew: ", PE.staff_ref(rng, a, "full_reg"), " / ", PE.nm(rng, b, "DOCTOR", rng.choice(["full", "fi_last"])), "\n")
    if rng.random() < 0.5:
        n.w("Handover delay: " + str(rng.randint(0, 95)) + " min. Clear at " + C.hhmm(rng) + ".\n")


def _imist_au(rng, c, n, p, pres):
    a, b = _crew(rng, c)
    evdoc = PE.make_staff(rng, c.country, "event medical officer")
    o = CL.obs(rng, pres["profile"])
    n.w("IMIST-AMBO clinical handover\n")
    n.w(("ORGANIZATION", c.ambulance), " | Case ", ("IDNUM", phi.cad_no(rng, c.d0)), " | ", C.D(rng, c, c.d0, "num"), "\n")
    n.w("Unit rego ", ("VEHICLE", phi.plate(rng, "AU")), "\n\n")
    n.w("I - Identification: ", C.pt_name(rng, c, p, rng.choice(["full", "LF"])), ", ", ("AGE", str(p.age)), " y.o. ",
        "male" if p.sex == "M" else "female", ", DOB ", C.D(rng, c, p.dob, "num"), ", UR ", ("MRN", p.mrn), " (", ("HOSPITAL", c.hosp.name), ")\n")
    n.w("M - Mechanism/medical complaint: " + rng.choice(pres["cc"]) + ". " + rng.choice(pres["hx"]) + "\n")
    n.w("I - Injuries/information: " + rng.choice(pres["exam"]) + "\n")
    n.w("S - Signs: " + CL.obs_line(rng, o, "compact") + "\n")
    n.w("T - Treatment & trends: " + " ".join(rng.sample(pres["tx"], min(2, len(pres["tx"])))) + " Trend: " +
        rng.choice(["improving", "static", "deteriorating - upgraded to P1"]) + "\n")
    n.w("A - Allergies: " + rng.choice(CL.ALLERGY) + "\n")
    n.w("M - Medications: " + rng.choice(CL.MEDS) + "\n")
    n.w("B - Background: " + rng.choice(CL.PMH) + ". Lives at ", PE.addr_inline(p.addr), "\n")
    n.w("O - Other: ")
    r = rng.random()
    if r < 0.4:
        f = PE.make_other(rng, c.country, rel="mum")
        n.w("mum ", PE.nm(rng, f, "FAMILY", "first"), " notified on ", ("PHONE", f.phone), ". ")
    elif r < 0.7:
        n.w(C.job_phrase(rng, p), ", concerned re missing shifts at ", ("ORGANIZATION", p.employer), ". ")
    else:
        n.w("belongings in bag with pt; phone, wallet, ID. ")
    n.w("Event MO ", PE.staff_ref(rng, evdoc, rng.choice(["title_last", "full_reg"])), " aware.\n\n")
    n.w("Handover to ", c.ed, " ", ("HOSPITAL", c.hosp.name), " triage RN ", PE.nm(rng, PE.make_staff(rng, "AU", "RN"), "DOCTOR", "first"),
        " " + C.hhmm(rng) + ". ATS " + str(rng.randint(2, 4)) + ".\n")
    n.w("Paramedics: ", PE.nm(rng, a, "DOCTOR", "full"), " (AHPRA ", ("LICENSE", a.reg or phi.ahpra(rng, "PAR")), "), ",
        PE.nm(rng, b, "DOCTOR", rng.choice(["full", "first"])), "\n")


def _mist_us(rng, c, n, p, pres):
    a, b = _crew(rng, c)
    md = PE.make_staff(rng, "US", "event physician")
    o = CL.obs(rng, pres["profile"])
    unit = "Medic %d" % rng.randint(2, 40)
    n.w("EMS RADIO REPORT / MIST HANDOFF\n")
    n.w("Agency: ", ("ORGANIZATION", c.ambulance), "  Unit: " + unit + "  Run #: ", ("ACCOUNT", phi.encounter_no(rng)), "\n")
    n.w("Date: ", C.D(rng, c, c.d0, rng.choice(["num", "mdy_short"])), "  Receiving: ", ("HOSPITAL", c.hosp.name),
        " (", ("PHONE", c.hosp.phone), ")\n\n")
    n.w('"', ("HOSPITAL", c.hosp.name), ", " + unit + ', en route to your facility with a ', ("AGE", str(p.age)),
        "-year-old " + ("male" if p.sex == "M" else "female") + " from the ", ("ORGANIZATION", c.event), " at ",
        ("LOCATION_OTHER", c.venue), '. ETA ' + str(rng.randint(6, 25)) + ' minutes."\n\n')
    n.w("M: " + rng.choice(pres["cc"]) + ". " + rng.choice(pres["hx"]) + "\n")
    n.w("I: " + rng.choice(pres["exam"]) + "\n")
    n.w("S: " + CL.obs_us(o) + "\n")
    n.w("T: " + " ".join(rng.sample(pres["tx"], min(2, len(pres["tx"])))) + "\n\n")
    n.w("Pt ID: ", C.pt_name(rng, c, p, "LF"), "  DOB ", C.D(rng, c, p.dob, "num"), "  ",
        ("PHONE", p.phone), "\n")
    n.w(C.id_lines(rng, c, p, "  "), "\n")
    n.w("Addr: ", PE.addr_inline(p.addr), "\n")
    n.w("On-scene physician: ", PE.staff_ref(rng, md, rng.choice(["title_full", "full_cred"])), ", ", ("ORGANIZATION", c.provider), "\n")
    n.w("Transfer of care to ", PE.nm(rng, PE.make_staff(rng, "US", "RN"), "DOCTOR", "full"), " RN at " + C.hhmm(rng) + ", ",
        C.bed(rng), ". Crew: ", PE.nm(rng, a, "DOCTOR", "fi_last"), ", ", PE.nm(rng, b, "DOCTOR", "fi_last"), ".\n")
    n.w("Ambulance plate ", ("VEHICLE", phi.plate(rng, "US")), " back in service " + C.hhmm(rng) + ".\n")


def _event_to_nhs(rng, c, n, p, pres):
    """Event medic -> statutory crew handover slip, terse."""
    em = PE.make_staff(rng, c.country, rng.choice(["paramedic", "event doctor", "staff nurse", "RN"]))
    cr = PE.make_staff(rng, c.country, "paramedic")
    o = CL.obs(rng, pres["profile"])
    n.w("HANDOVER SLIP - event medical to ", ("ORGANIZATION", c.ambulance), "\n")
    n.w(("ORGANIZATION", c.provider), " / ", ("ORGANIZATION", c.event), " / ", C.D(rng, c, c.d0), "\n")
    n.w("Our ref ", ("ACCOUNT", phi.prf_no(rng)), "  their ref ", ("IDNUM", phi.cad_no(rng, c.d0)), "\n")
    n.w("pt ", C.pt_name(rng, c, p, rng.choice(["full", "first_li", "LF"])), " ", C.age_piece(rng, p, "sex"), "\n")
    n.w("atmist: ", C.age_piece(rng, p, "y"), " / " + C.hhmm(rng, 12, 23) + " / " + rng.choice(pres["cc"]) + " / " +
        rng.choice(pres["imp"]) + " / " + CL.obs_line(rng, o, "compact") + " / " + rng.choice(pres["tx"]) + "\n")
    n.w("meds given on site: " + rng.choice(["nil", "paracetamol 1 g 21:05", "ondansetron 4 mg IV 22:40", "Penthrox 3 ml 19:12",
                                             "salbutamol 5 mg neb x2", "aspirin 300 mg 16:02"]) + "\n")
    n.w("property: " + rng.choice(["phone + wallet with pt", "bag left with friend", "nil"]) + "\n")
    n.w("handed by ", PE.nm(rng, em, "DOCTOR", rng.choice(["full", "fi_last"])), " (", em.role, ") to ",
        PE.nm(rng, cr, "DOCTOR", rng.choice(["full", "first_li"])), " (", ("ORGANIZATION", c.ambulance), ") at RVP "
        + str(rng.randint(1, 3)) + " " + C.hhmm(rng) + "\n")
    n.w("destination: ", ("HOSPITAL", c.hosp.name if rng.random() < 0.7 else c.hosp2.name), "\n")


def gen(rng, country):
    kind = rng.choice(KINDS)
    c = PE.make_ctx(rng, country, kind)
    p = PE.make_patient(rng, country, c.d0, kind)
    pres = CL.pick(rng, kind)
    n = Note()
    r = rng.random()
    if country == "US":
        _mist_us(rng, c, n, p, pres) if r < 0.75 else _event_to_nhs(rng, c, n, p, pres)
    elif country == "AU":
        _imist_au(rng, c, n, p, pres) if r < 0.65 else (_atmist_uk(rng, c, n, p, pres) if r < 0.8 else _event_to_nhs(rng, c, n, p, pres))
    else:
        _atmist_uk(rng, c, n, p, pres) if r < 0.7 else _event_to_nhs(rng, c, n, p, pres)
    if rng.random() < 0.3:
        n.w("\n" + C.hard_neg_line(rng, c.country) + "\n")
    return n
