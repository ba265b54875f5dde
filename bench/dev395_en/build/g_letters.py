"""Genres: tissue viability referral; care-home advice letter."""

import world
import pools
import clin
from blocks import (date, dob, age, pname, sname, family, addr_line,
                    site_header, hp_line, id_strip, demographics, gp_line,
                    nok_line, social, signature, older)
from doc import pick, chance, sample


def _section(c, title):
    rng = c.rng
    style = rng.randrange(3)
    c.nl()
    if style == 0:
        c.t(title.upper())
    elif style == 1:
        c.t(title + ":")
    else:
        c.t("== " + title + " ==")
    c.nl()


def referral(c):
    rng = c.rng
    cc = c.cc
    T = c.T
    when = c.when
    referrer = world.staff(rng, cc, pick(rng, ["dn", "dn", "doctor", "podiatrist", "doctor"]))
    base = world.site(rng, cc, pick(rng, ["team", "hospital", "practice", "home"]))
    tvn = world.staff(rng, cc, "tvn")
    c.t(pick(rng, ["TISSUE VIABILITY REFERRAL FORM", "Referral to Tissue Viability Service",
                   "WOUND CARE SERVICE - e-REFERRAL", "Tissue Viability - New Referral (TV1)",
                   "REFERRAL: %s" % T["tvn"].upper()]))
    c.nl()
    if chance(rng, 0.5):
        c.p(world.site(rng, cc, "hospital")["name"], "HOSPITAL")
        c.t(pick(rng, [" - Tissue Viability", " | Wound Care Service", " - Community Nursing"]))
        c.nl()
    c.t("Referral ID: ")
    c.p(world.idnum(rng, "referral"), "IDNUM")
    c.t("    Date received: ")
    date(c, when, "num")
    c.nl()
    c.t("Priority: " + pick(rng, ["Routine (2-4 weeks)", "Urgent (48 h)",
                                  "Soon (7 days)", "URGENT - deteriorating"]))
    c.nl()

    _section(c, "Patient details")
    demographics(c, rich=True)
    gp_line(c)
    c.nl()
    nok_line(c)
    c.nl()
    if chance(rng, 0.3):
        c.t("Encounter: ")
        c.p(world.account(rng, cc), "ACCOUNT")
        c.nl()

    _section(c, "Referrer")
    c.t("Name: ")
    sname(c, referrer, pick(rng, ["full_cred", "pre_full", "full"]))
    c.t("   Role: " + referrer["title_role"])
    c.nl()
    c.t("Base: ")
    c.p(base["name"], "HOSPITAL")
    if chance(rng, 0.5):
        c.t(", ")
        c.p(base["addr"]["city"], "CITY")
    c.nl()
    c.t("Contact: ")
    c.p(referrer["phone"], "PHONE")
    if chance(rng, 0.5):
        c.t(pick(rng, ["  bleep ", "  pager "]))
        c.p(referrer["bleep"], "PHONE")
    c.t("  ")
    c.p(referrer["email"], "EMAIL")
    c.nl()

    _section(c, "Reason for referral")
    site, kind = clin.wound(rng, cc, T)
    c.t(clin.history_sentence(rng, T) + " ")
    c.t(pick(rng, ["Site: %s - %s. ", "Wound: %s (%s). ", "%s; %s. "]) % (site, kind))
    c.t("First noted ")
    date(c, when - world.days(rng.randrange(10, 400)), pick(rng, ["month", "num", "abbr"]))
    c.t(". Measures %s. " % clin.dims(rng))
    c.t(clin.wound_para(rng, T))
    if chance(rng, 0.6):
        c.t(" " + clin.neg(rng, rng.randrange(1, 3)))
    c.nl()
    if chance(rng, 0.5):
        c.t("Seen in %s on " % pick(rng, clin.DEPARTMENTS))
        date(c, when - world.days(rng.randrange(2, 40)))
        c.t(" by ")
        sname(c, world.staff(rng, cc, "doctor"), "pre_last")
        c.t("; " + pick(rng, ["advised TVN input", "swab sent", "antibiotics started",
                             "no vascular intervention planned"]) + ".")
        c.nl()

    _section(c, "Relevant history")
    for item in sample(rng, clin.PMH, rng.randrange(2, 6)):
        c.t("- " + item)
        if chance(rng, 0.2):
            c.t(" (dx ")
            date(c, when - world.days(rng.randrange(400, 9000)), "year")
            c.t(")")
        c.nl()
    c.t("Medication: " + "; ".join(sample(rng, clin.DRUGS, rng.randrange(3, 7))) + ".")
    c.nl()
    c.t("Allergies: " + pick(rng, ["NKDA", "penicillin (rash)", "Elastoplast", "iodine",
                                   "latex", "chlorhexidine", "nil known"]))
    c.nl()
    c.t("Risk assessment: %s. " % "; ".join(sample(rng, clin.SCORES, 2)))
    c.t("Mobility: " + pick(rng, ["hoist transfers", "walks with Zimmer frame",
                                  "bed-bound", "wheelchair user", "independent with stick"]) + ".")
    c.nl()

    _section(c, "Social")
    social(c)
    c.nl()

    _section(c, "Current management")
    for item in clin.plan_items(rng, T):
        c.t("* " + item)
        c.nl()
    c.t("Following " + pick(rng, clin.GUIDELINES) + ".")
    c.nl()
    c.t("Consent to referral: ")
    if chance(rng, 0.75):
        c.t(pick(rng, ["Yes, verbal", "Yes - patient agrees", "Y"]))
    else:
        c.t("lacks capacity; discussed with ")
        family(c, form="full")
        c.t(pick(rng, [" (LPA health & welfare)", " (NOK)", " (EPOA)"]))
    c.nl()
    if chance(rng, 0.5):
        c.t("Photos uploaded: ")
        c.p(world.idnum(rng, "image"), "IDNUM")
        if chance(rng, 0.5):
            c.t(", ")
            c.p(world.idnum(rng, "image"), "IDNUM")
        c.nl()
    c.nl()
    signature(c, referrer, when)

    if chance(rng, 0.7):
        c.nl()
        c.t("--- Tissue viability triage ---")
        c.nl()
        c.t("Triaged by ")
        sname(c, tvn, pick(rng, ["full", "initial_last", "initials"]))
        c.t(" on ")
        date(c, when + world.days(rng.randrange(0, 3)), pick(rng, ["num", "dow", "abbr"]))
        c.t(". " + pick(rng, ["Accepted - P2.", "Accepted, joint visit with DN.",
                              "Advice given by phone; not accepted.",
                              "Accepted for clinic.", "Redirected to Podiatry."]))
        if chance(rng, 0.7):
            c.t(" Appt ")
            date(c, when + world.days(rng.randrange(3, 30)), pick(rng, ["num", "dow", "long"]))
            c.t(" at ")
            c.p(world.site(rng, cc, "clinic")["name"], "HOSPITAL")
            c.t(".")
        c.nl()
        if chance(rng, 0.4):
            c.t("Entered on system by ")
            adm = world.staff(rng, cc, "admin")
            sname(c, adm, "full")
            c.t(" (")
            c.p(adm["user"], "USERNAME")
            c.t(")")
            c.nl()


def care_home_letter(c):
    older(c)
    rng = c.rng
    cc = c.cc
    T = c.T
    when = c.when
    pt = c.pt
    home = world.site(rng, cc, "home")
    svc = world.site(rng, cc, pick(rng, ["hospital", "clinic"]))
    tvn = world.staff(rng, cc, "tvn")
    mgr = world.person(rng)
    mgr["title"] = pick(rng, ["Mrs", "Ms"]) if mgr["sex"] == "F" else "Mr"
    gp = world.staff(rng, cc, "doctor")
    practice = world.site(rng, cc, "practice")
    room = str(rng.randrange(1, 70)) + pick(rng, ["", "", "a", "B"])

    site_header(c, svc, dept=pick(rng, ["Tissue Viability Service", "Wound Care Service",
                                        "Community Wound Care Team",
                                        "Pressure Injury Prevention Service"]))
    c.nl()
    c.t("Our ref: ")
    c.p(world.initials(tvn), "DOCTOR")
    c.t("/")
    typist = world.person(rng)
    c.p(world.initials(typist).lower(), "DOCTOR")
    if chance(rng, 0.5):
        c.t("   Case no: ")
        c.p(world.idnum(rng, "case"), "IDNUM")
    c.nl()
    date(c, when + world.days(rng.randrange(0, 4)), pick(rng, ["long", "num", "abbr"]))
    c.nl(2)
    c.t(pick(rng, ["The Manager", "Home Manager", "Nurse in Charge", "Director of Nursing"]))
    c.nl()
    c.p(home["name"], "HOSPITAL")
    c.nl()
    addr_line(c, home["addr"], sep="\n")
    c.nl(2)
    c.t("Dear ")
    if chance(rng, 0.6):
        c.t(mgr["title"] + " ")
        c.p(mgr["last"], "DOCTOR")
    else:
        c.p(mgr["first"], "DOCTOR")
    c.t(",")
    c.nl(2)
    c.t("Re: ")
    pname(c, pick(rng, ["title_full", "full", "caps"]))
    c.t(", DOB ")
    dob(c)
    c.t(", Room ")
    c.p(room, "LOCATION_OTHER")
    c.t(", ")
    hp_line(c)
    c.nl(2)
    c.t("Thank you for asking me to see ")
    pname(c, "title")
    c.t(" at ")
    c.p(home["name"], "HOSPITAL")
    c.t(" on ")
    date(c, when, pick(rng, ["long", "dow", "num"]))
    c.t(". ")
    c.t(pick(rng, ["I was accompanied by ", "I reviewed the resident with ",
                   "The assessment was carried out with "]))
    carer = world.person(rng)
    c.p(carer["first"] + (" " + carer["last"] if chance(rng, 0.5) else ""), "DOCTOR")
    c.t(pick(rng, [", senior carer", ", RN on duty", ", deputy manager", ", care assistant"]))
    c.t(". ")
    if chance(rng, 0.6):
        c.t(pick(rng, ["Their ", "The resident's "]))
        family(c)
        c.t(pick(rng, [" was visiting and joined us. ", " was present and consented to photographs. ",
                       " has been updated by telephone. "]))
    c.nl(2)
    c.t("Findings")
    c.nl()
    site = clin.site(rng, "pressure")
    pname(c, pick(rng, ["first", "title"]))
    c.t(" is ")
    age(c, pick(rng, [" years old", "aged", "words"]))
    c.t(" with %s. " % ", ".join(sample(rng, clin.PMH, rng.randrange(2, 4))))
    c.t("There is %s to the %s measuring %s. " % (clin.art(clin.pu_category(rng, cc, T)), site,
                                                  clin.dims(rng)))
    c.t(clin.wound_para(rng, T))
    c.t(" Current risk: %s. " % pick(rng, clin.SCORES))
    c.t(clin.neg(rng, rng.randrange(1, 3)))
    c.nl(2)
    c.t("Recommendations")
    c.nl()
    n = 1
    asset = world.device_serial(rng, "asset")
    recs = [
        ("mattress", None),
        ("reposition", "Reposition %s and record on the SSKIN chart; avoid lying on the affected area." %
         pick(rng, ["2-hourly", "3-hourly", "4-hourly at night"])),
        ("dress", "Dressing: cleanse with %s, apply %s, secure with %s; change %s." %
         (pick(rng, ["saline", "Prontosan", "warm tap water"]), pick(rng, clin.DRESSINGS),
          pick(rng, clin.DRESSINGS), pick(rng, ["every 3 days", "twice weekly", "daily if strike-through"]))),
        ("nutr", "Nutrition: %s; weigh weekly; refer to dietitian if MUST >= 2." %
         pick(rng, ["encourage fortified diet", "Fortisip compact BD", "high protein snacks"])),
        ("skin", "Skin: %s to all at-risk areas; use pH-balanced wipes, no talc." %
         pick(rng, ["Cavilon barrier cream", "Medi Derma-S", "Proshield Plus"])),
        ("heels", "Heels: float heels on a pillow or use %s." %
         pick(rng, ["Repose boots", "Heelift boots", "Prevalon boots"])),
        ("seat", "Limit sitting out to %s on a pressure-relieving cushion." %
         pick(rng, ["1 hour", "1-2 h at a time", "mealtimes only"])),
    ]
    for key, text in sample(rng, recs, rng.randrange(4, 7)):
        c.t("%d. " % n)
        n += 1
        if key == "mattress":
            c.t("Equipment: %s in place (asset no " % pick(rng, clin.MATTRESSES))
            c.p(asset, "DEVICE")
            c.t("), ")
            c.t(pick(rng, ["delivered by ", "supplied by ", "on loan from "]))
            c.p(pick(rng, pools.EQUIP_SUPPLIERS), "ORGANIZATION")
            c.t(" on ")
            date(c, when - world.days(rng.randrange(1, 30)), "num")
            c.t(". Check it is set to the resident's weight (%d kg)." % rng.randrange(38, 130))
        else:
            c.t(text)
        c.nl()
    c.nl()
    c.t(pick(rng, ["Please contact the team if the wound deteriorates (increased pain, odour, spreading redness) ",
                   "Escalate to the GP and to us if there are signs of infection "]))
    c.t("on ")
    c.p(svc["phone"], "PHONE")
    if chance(rng, 0.6):
        c.t(" or by email to ")
        c.p(world.team_email(rng, pick(rng, ["tvn", "woundcare", "tissueviability"])), "EMAIL")
    c.t(". Information for staff and families: ")
    c.p(world.url(rng), "URL")
    c.t(".")
    c.nl(2)
    if chance(rng, 0.25):
        c.t("The family hope to take ")
        pname(c, "first")
        c.t(" out for ")
        c.p(world.fmt_date(rng, when, cc, "holiday"), "DATE")
        c.t("; please ensure the cushion goes with the wheelchair. ")
    c.t(pick(rng, ["I will review in 4 weeks, provisionally on ", "Next visit planned for ",
                   "I have booked a follow-up visit on ", "I will call in next "]))
    date(c, when + world.days(rng.randrange(7, 35)), pick(rng, ["long", "dow", "num", "wday"]))
    c.t(".")
    c.nl(2)
    c.t(pick(rng, ["Yours sincerely,", "Kind regards,", "Yours faithfully,"]))
    c.nl(2)
    sname(c, tvn, pick(rng, ["full_cred", "full"]))
    c.nl()
    c.t(tvn["title_role"])
    c.nl()
    c.t(tvn["lic"][0] + " ")
    c.p(tvn["lic"][1], "LICENSE")
    c.nl(2)
    c.t("cc: ")
    c.t(T["gp"] + " ")
    sname(c, gp, "pre_last")
    c.t(", ")
    c.p(practice["name"], "HOSPITAL")
    if chance(rng, 0.5):
        c.t(", ")
        c.p(practice["addr"]["street"], "STREET")
        c.t(", ")
        c.p(practice["addr"]["city"], "CITY")
    c.nl()
    if chance(rng, 0.5):
        c.t("    ")
        family(c, form="full", rel=False)
        c.t(" (" + pt["nok"]["rel"] + ")")
        c.nl()
