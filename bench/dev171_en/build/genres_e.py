"""Own genre: single point of access (SPA) / urgent community response telephone record, mostly free text."""
import pools as PL
import phi as H
import bits as B
from core import Doc, T, P, frag, kv_block


def spa_call(rng, c):
    d = Doc()
    p = c.pt
    cc = c.st("cc")
    he, his, him = ("she", "her", "her") if p.sex == "F" else ("he", "his", "him")
    mum = "mum" if p.sex == "F" else "dad"
    rl, rf = H.idnum(rng, "ref")
    caller_kind = rng.randrange(4)
    header = rng.random() < 0.65
    when = B.tm(rng, 8, 20)
    if header:
        d.line(H.pick(rng, ["SPA TELEPHONE RECORD", "Single Point of Access - call log", "UCR referral call",
                            "Care Coordination Centre - incoming call"]))
        kv_block(d, [
            ("Call ref", rf),
            ("Date / time", frag(c.d(0, H.pick(rng, ["dmy", "d_mon_y"])), " ", when)),
            ("Taken by", frag(H.staff(rng, cc, H.pick(rng, [2, 4, 6])), frag(" [", P(cc.user, "USERNAME"), "]") if rng.random() < 0.5 else "")),
            ("Patient", frag(c.pname(H.pick(rng, ["LAST_first", "full", "title_full"])), ", ", c.age(H.pick(rng, [0, 3, 8])))),
            (p.natid_label, c.natid()),
            ("Address", c.addr()),
        ])
        d.blank()
    else:
        d.line(c.d(0, H.pick(rng, ["dmy", "wd_dm"])), " ", when, " call from ",
               H.pick(rng, ["NOK", "GP surgery", "ambulance crew", "care home"]), " - ",
               c.pname(H.pick(rng, ["LAST_first", "full"])), " (", p.natid_label, " ", c.natid(), ")")
    f = c.nok
    if caller_kind == 0:
        d.add(c.fname(f, "first"), " (", f.rel, ") rang on ", c.phone(f), " concerned that ", mum if f.rel in ("daughter", "son") else "the patient",
              " has been ", H.pick(rng, ["more confused", "off legs", "not eating", "very drowsy"]), " since ",
              c.d(-rng.randrange(1, 4), "wd"), ". ")
        d.add(H.pick(rng, ["Two falls overnight, no obvious injury. ", "Carers found " + him + " on the floor this am. ",
                           "No falls. "]), "" if rng.random() < 0.5 else "Urine smells strong. ")
        d.add(c.fname(f, "first"), " works as ", B.a_an_frag(H.pick(rng, PL.PROFESSIONS)), " in ", c.city(c.other_town()),
              " and cannot get there until after 18:00. ")
    elif caller_kind == 1:
        d.add("Dr ", P(c.gp.last, "DOCTOR"), " from ", c.hosp("gp"), " (", c.phone(), ") requesting step-up. Saw ", him,
              " on ", c.d(-rng.randrange(0, 3), H.pick(rng, ["dm", "wd"])), " - ", B.problem(rng), ". ")
        d.add("Started on ", H.pick(rng, PL.MEDS), ". GP feels ", he, " could be managed at home with H@H input. ")
    elif caller_kind == 2:
        crew = H.any_person(rng, young=True, country=c.country)
        d.add("Paramedic ", H.name(rng, crew, "DOCTOR", H.pick(rng, ["full", "first"])), " (callsign ", H.pick(rng, ["Delta", "Alpha", "Kilo"]),
              " ", str(rng.randrange(10, 99)), ") on scene at home address after fall. ", B.obs(rng), ". ")
        d.add("No long lie. Crew happy to leave at home if UCR can attend within 2h. ")
    else:
        d.add("Nurse in charge ", H.name(rng, H.any_person(rng, country=c.country), "DOCTOR", "full"), " at ", c.hosp("ch"), " (",
              c.phone(), ") reports ", H.pick(rng, ["new pressure damage", "reduced oral intake", "fall with head strike",
                                                   "syringe driver alarm"]), ". ")
        if rng.random() < 0.5:
            desc, lab, fr = H.device(rng, H.DEVICE_KINDS[0])
            d.add("Driver ", lab, fr, " - replaced battery, still alarming. ")
    if caller_kind != 0 and rng.random() < 0.4:
        d.add("Lives with ", f.rel, " ", c.fname(f, "first"), ". ")
    else:
        d.add(H.pick(rng, ["Lives alone. ", "Lives with spouse. ", "Lives in sheltered housing. "]))
    if rng.random() < 0.5:
        d.add("Package of care with ", c.org("agency"), " ", H.pick(rng, ["BD", "TDS", "QDS"]), ". ")
    if rng.random() < 0.4:
        d.add("Known to ", c.city(), " DN team (", H.staff(rng, c.st("dn"), H.pick(rng, [4, 5])), "). ")
    if rng.random() < 0.3:
        d.add("Previous admission to ", c.hosp("comm"), " ", H.date(rng, H.days(c.today, -rng.randrange(60, 700)), H.pick(rng, ["month_year", "mon_yy", "year"])), ". ")
    if rng.random() < 0.3:
        d.add("Has ReSPECT form - ", H.pick(rng, ["not for CPR", "for hospital admission if needed", "ceiling: home"]), ". ")
    d.blank()
    d.blank()
    disp = rng.randrange(4)
    if disp == 0:
        d.line("Triage: UCR 2-hour response. Passed to ", H.staff(rng, c.st("anp"), H.pick(rng, [2, 4])), " at ",
               B.tm(rng, 8, 20), ".")
    elif disp == 1:
        d.line("Triage: accepted to H@H / virtual ward. Kit to go out with ", H.staff(rng, c.st("psw"), 4),
               "; first visit ", c.d(rng.randrange(0, 2), "wd3"), " ", B.tm(rng, 9, 18), ".")
    elif disp == 2:
        d.line("Triage: step-up bed at ", c.hosp("comm"), " (", c.ward_short(), ") - bed ",
               P(str(rng.randrange(1, 25)), "LOCATION_OTHER"), " from ", B.tm(rng, 12, 18), ". Transport via ",
               H.pick(rng, ["family", "PTS", "ambulance"]), ".")
    else:
        d.line("Triage: not appropriate for community - advised 999 / ED at ", c.hosp("acute"), ".")
    d.line("Call back to ", c.fname(f, H.pick(rng, ["first", "full"])), " on ", c.phone(f), " at ", B.tm(rng, 9, 21),
           H.pick(rng, [" - aware of plan.", " - no answer, voicemail left.", ", happy with plan."]))
    if rng.random() < 0.35:
        d.line("Referral also e-mailed to ", H.email_for(rng, team="ucr." + H.slug(c.town)), " and ",
               c.hosp("gp"), " (", H.email_for(rng, team="admin." + H.slug(c.gp_practice)), ").")
    if not header:
        if rng.random() < 0.5:
            d.line("-- ", H.staff(rng, cc, H.pick(rng, [2, 4, 5])), " (", P(cc.user, "USERNAME"), ")")
        else:
            d.line("-- ", H.staff(rng, cc, H.pick(rng, [2, 4, 5])))
    return d
