"""Genres: district nurse dressing visit; discharge handover."""

import world
import pools
import clin
from blocks import (date, dob, age, pname, sname, family, addr_line,
                    site_header, hp_line, id_strip, demographics, gp_line,
                    nok_line, social, signature, older)
from doc import pick, chance, sample

EHRS = ["SystmOne", "EMIS Web", "RiO", "Epic", "PointClickCare", "Cerner",
        "Trakcare", "Lumio", "HealthOne", "MedTech32"]


def _obs(rng):
    return "T %.1f, HR %d, BP %d/%d, RR %d, SpO2 %d%% RA" % (
        rng.randrange(360, 383) / 10.0, rng.randrange(55, 110), rng.randrange(100, 175),
        rng.randrange(55, 95), rng.randrange(12, 24), rng.randrange(90, 100))


def _visit_entry(c, team, dn, hca, when, first, wound):
    rng = c.rng
    cc = c.cc
    T = c.T
    pt = c.pt
    date(c, when, pick(rng, ["num", "dow", "abbr"]))
    h = rng.randrange(8, 17)
    c.t(" %02d:%02d-%02d:%02d  %s" % (h, rng.randrange(60), h + 1, rng.randrange(60),
                                     pick(rng, ["Home visit", "HV", "Planned visit",
                                                "Wound care visit", "Treatment room"])))
    if chance(rng, 0.4):
        c.t("  Visit ID ")
        c.p(world.account(rng, cc), "ACCOUNT")
    c.nl()
    c.t("Seen by ")
    sname(c, dn, pick(rng, ["full", "full_cred", "initial_last"]))
    if hca and chance(rng, 0.6):
        c.t(" + ")
        sname(c, hca, pick(rng, ["full", "first"]))
        c.t(" (" + hca["title_role"] + ")")
    c.t(". Consent: verbal.")
    c.nl()
    k = rng.randrange(5)
    if k == 0:
        pname(c, pick(rng, ["title", "first", "first_initial"]))
        c.t(pick(rng, [" in good spirits, ", " tired today, ", " sitting in chair on arrival, ",
                       " in bed, declined to get up, "]))
        c.t(pick(rng, ["reports pain %d/10 at wound. " % rng.randrange(0, 10),
                       "no new concerns. ", "says dressing leaked overnight. "]))
    elif k == 1:
        family(c)
        c.t(pick(rng, [" present, reports ", " phoned ahead: "]))
        c.t(pick(rng, ["pt not eating well. ", "dressing slipped. ", "more confused since weekend. ",
                       "pt refused carers this morning. "]))
    elif k == 2:
        c.t("Carer ")
        cr = world.person(rng)
        c.p(cr["first"], "FAMILY")
        c.t(" from ")
        c.p(pick(rng, pools.CARE_AGENCIES), "ORGANIZATION")
        c.t(" present; reports redness to %s. " % clin.site(rng, "pressure"))
    elif k == 3:
        c.t("Obs: " + _obs(rng) + ", NEWS2 %d. " % rng.randrange(0, 5))
    else:
        c.t(pick(rng, ["No answer on arrival - ", "Key safe used - "]))
        c.t("pt found in %s. " % pick(rng, ["kitchen", "lounge", "bed", "garden"]))
    c.nl()
    site, kind = wound
    c.t("Wound (%s, %s): " % (site, kind))
    c.t("old dressing %s. " % pick(rng, ["intact", "strike-through", "saturated", "dry",
                                         "displaced", "soiled"]))
    if first or chance(rng, 0.5):
        c.t("Measured %s. " % clin.dims(rng))
    c.t(clin.wound_para(rng, T))
    if chance(rng, 0.5):
        c.t(" " + clin.neg(rng))
    c.nl()
    c.t("Tx: " + "; ".join(clin.plan_items(rng, T)[:3]) + ".")
    c.nl()
    if chance(rng, 0.4):
        c.t("Skin check: heels %s, sacrum %s. %s." % (
            pick(rng, ["intact", "blanching", "boggy L"]), pick(rng, ["intact", "blanching", "red, NBE"]),
            pick(rng, clin.SCORES)))
        c.nl()
    if chance(rng, 0.3):
        c.t(pick(rng, clin.PUMP_MATTRESSES) + " pump (asset ")
        c.p(world.device_serial(rng, "asset"), "DEVICE")
        c.t(") " + pick(rng, ["checked, working", "alarming - reset", "set to static for transfer",
                              "set to %d kg" % rng.randrange(40, 140)]) + ".")
        c.nl()


def dn_visit(c):
    rng = c.rng
    cc = c.cc
    T = c.T
    when = c.when
    pt = c.pt
    team = world.site(rng, cc, "team")
    dn = world.staff(rng, cc, "dn")
    hca = world.staff(rng, cc, "hca") if chance(rng, 0.5) else None
    ehr = pick(rng, EHRS)

    c.p(team["name"], "HOSPITAL")
    c.t(" - " + pick(rng, [T["nurse"].title() + " record", "Community Nursing Journal",
                           "Care contact notes (%s)" % ehr, "Visit record"]))
    c.nl()
    c.t("Patient: ")
    pname(c, pick(rng, ["caps", "full", "last_first"]))
    c.t("  DOB ")
    dob(c)
    c.t("  ")
    hp_line(c)
    c.nl()
    c.t("Address: ")
    addr_line(c, pt["addr"])
    c.t(pick(rng, [" (key safe - code on system)", "", " - ground floor flat, ring twice",
                   " (dog - please shut in kitchen)"]))
    c.nl()
    c.t("Tel: ")
    c.p(pt["phone"], "PHONE")
    if chance(rng, 0.4):
        c.t("   ")
        nok_line(c)
    c.nl()
    if chance(rng, 0.35):
        c.t("Parking: on drive behind ")
        if chance(rng, 0.5):
            c.t("pt's car, reg ")
        else:
            c.t(pt["nok"]["rel"] + "'s van, reg ")
        c.p(world.vehicle(rng, cc), "VEHICLE")
        c.nl()
    c.nl()
    if chance(rng, 0.5):
        gp_line(c)
        c.nl()
    c.t("Team base: ")
    addr_line(c, team["addr"])
    c.t("  Tel ")
    c.p(team["phone"], "PHONE")
    c.nl()
    n = rng.randrange(2, 5)
    d = when
    wound = clin.wound(rng, cc, T, pick(rng, ["leg", "pressure", "foot", "surgical"]))
    for i in range(n):
        _visit_entry(c, team, dn if i == 0 or chance(rng, 0.5) else world.staff(rng, cc, "dn"),
                     hca, d, i == 0, wound)
        if i == n - 1 or chance(rng, 0.5):
            c.t("Next visit: ")
            date(c, d + world.days(pick(rng, [1, 2, 3, 7])), pick(rng, ["dow", "num", "wday"]))
            c.t(pick(rng, ["", " am", " - double-up required", " (bloods due)"]))
            c.nl()
        if chance(rng, 0.12):
            c.t("Extra visit agreed over ")
            c.p(world.fmt_date(rng, d, cc, "holiday"), "DATE")
            c.t(" as ")
            family(c, form="first")
            c.t(" away.")
            c.nl()
        if chance(rng, 0.3):
            c.t("Prescription for dressings requested from ")
            c.p(world.site(rng, cc, "practice")["name"], "HOSPITAL")
            c.t(", to be dispensed by ")
            c.p(world.site(rng, cc, "pharmacy")["name"], "HOSPITAL")
            c.t(".")
            c.nl()
        if chance(rng, 0.25):
            c.t("Task sent to %s " % T["gp"])
            doc = world.staff(rng, cc, "doctor")
            sname(c, doc, "pre_last")
            c.t(": " + pick(rng, ["please review for antibiotics - spreading erythema",
                                  "query vascular referral, ABPI 0.6",
                                  "request repeat of dressings", "bloods: CRP, FBC, HbA1c"]) + ".")
            c.nl()
        c.t(pick(rng, ["Signed ", "-- ", "Entered by "]))
        sname(c, dn, pick(rng, ["full", "initials"]))
        c.t(" (")
        c.p(dn["user"], "USERNAME")
        if chance(rng, 0.5):
            c.t(")")
        else:
            c.t(") " + dn["lic"][0] + " ")
            c.p(dn["lic"][1], "LICENSE")
        c.nl(2)
        d = d + world.days(pick(rng, [1, 2, 3, 7]))


def discharge(c):
    rng = c.rng
    cc = c.cc
    T = c.T
    when = c.when
    pt = c.pt
    hosp = world.site(rng, cc, "hospital")
    ward = world.ward(rng)
    nurse = world.staff(rng, cc, "dn")
    cons = world.staff(rng, cc, pick(rng, ["doctor", "surgeon"]))
    dest_home = chance(rng, 0.3)
    if dest_home:
        older(c)
    dest = world.site(rng, cc, "home" if dest_home else "team")
    adm = when - world.days(rng.randrange(3, 40))

    c.t(pick(rng, ["WOUND CARE DISCHARGE HANDOVER", "Transfer of Care - Skin & Wound Summary",
                   "Nursing Discharge Letter: Tissue Viability", "DISCHARGE / TRANSFER OF CARE (WOUNDS)"]))
    c.nl()
    c.t("From: ")
    c.p(hosp["name"], "HOSPITAL")
    c.t(", ")
    c.p(ward, "HOSPITAL")
    c.t("   Ward tel: ")
    c.p(hosp["phone"] + (world.extension(rng) if chance(rng, 0.5) else ""), "PHONE")
    c.nl()
    c.t("To: ")
    c.p(dest["name"], "HOSPITAL")
    c.t(", ")
    addr_line(c, dest["addr"])
    if chance(rng, 0.6):
        c.t("  Fax ")
        c.p(dest["fax"], "FAX")
    c.nl(2)
    demographics(c, rich=True)
    if dest_home:
        c.t("Room ")
        c.p(str(rng.randrange(1, 60)) + pick(rng, ["", "B"]), "LOCATION_OTHER")
        c.t(" on return. ")
    c.t("Admission: ")
    date(c, adm, "num")
    c.t("   Discharge: ")
    date(c, when, pick(rng, ["num", "long"]))
    c.t("   Spell: ")
    c.p(world.account(rng, cc), "ACCOUNT")
    c.nl()
    c.t("Consultant: ")
    sname(c, cons, pick(rng, ["pre_last", "pre_full"]))
    c.t(" (" + pick(rng, ["Care of the Elderly", "Vascular Surgery", "Orthopaedics",
                          "General Medicine", "Plastic Surgery", "Diabetes/Endocrine"]) + ")")
    c.nl()
    c.t("Reason for admission: " + pick(rng, [
        "fall with long lie (%d h)" % rng.randrange(4, 30), "cellulitis R leg", "infected diabetic foot",
        "# NOF - DHS", "AKI + sepsis, source L leg ulcer", "elective fem-distal bypass",
        "CAP, delirium", "toe amputation (R 2nd ray)"]) + ".")
    c.nl(2)
    c.t("Wounds on discharge:")
    c.nl()
    for i in range(rng.randrange(1, 4)):
        site, kind = clin.wound(rng, cc, T)
        c.t("%d) %s - %s, %s. " % (i + 1, site, kind, clin.dims(rng)))
        c.t("Dressing: %s + %s, change %s; next due " % (
            pick(rng, clin.DRESSINGS), pick(rng, clin.DRESSINGS),
            pick(rng, ["every 3 days", "twice weekly", "daily", "weekly"])))
        date(c, when + world.days(rng.randrange(1, 4)), pick(rng, ["dow", "num", "short"]))
        c.t(".")
        if chance(rng, 0.3):
            c.t(" Hospital-acquired, reported (ref ")
            c.p(world.idnum(rng, "incident"), "IDNUM")
            c.t(").")
        c.nl()
    c.t("%d days of dressings supplied. " % pick(rng, [3, 5, 7]))
    c.t(pick(rng, clin.SCORES) + ". ")
    c.t(clin.neg(rng, rng.randrange(1, 3)))
    c.nl(2)
    c.t("Equipment:")
    c.nl()
    if chance(rng, 0.7):
        c.t("- %s ordered via " % pick(rng, clin.MATTRESSES))
        c.p(pick(rng, pools.EQUIP_SUPPLIERS), "ORGANIZATION")
        c.t(", order ")
        c.p(world.idnum(rng, "order"), "IDNUM")
        c.t(", delivery ")
        date(c, when - world.days(rng.randrange(0, 2)), pick(rng, ["num", "dow"]))
        c.nl()
    if chance(rng, 0.35):
        c.t("- %s going home with patient, serial " % pick(rng, clin.NPWT_MODELS))
        c.p(world.device_serial(rng, "npwt"), "DEVICE")
        c.t(" - community team to take over (-125 mmHg continuous)")
        c.nl()
    c.t("- " + pick(rng, ["Pressure-relieving cushion", "Heel boots x2", "Profiling bed",
                          "Slide sheets", "Commode"]))
    c.nl(2)
    c.t("Follow-up:")
    c.nl()
    if chance(rng, 0.7):
        c.t("- TVN clinic ")
        date(c, when + world.days(rng.randrange(7, 30)), pick(rng, ["num", "long", "dow"]))
        c.t(" at ")
        c.p(world.site(rng, cc, "clinic")["name"], "HOSPITAL")
        c.nl()
    if chance(rng, 0.5):
        c.t("- " + pick(rng, ["Vascular OPD", "Diabetic foot MDT", "Plastics dressing clinic",
                              "Podiatry"]) + " with ")
        sname(c, world.staff(rng, cc, pick(rng, ["surgeon", "doctor", "podiatrist"])), "pre_last")
        c.t(" on ")
        date(c, when + world.days(rng.randrange(7, 60)), pick(rng, ["num", "abbr"]))
        c.nl()
    c.t("- Antibiotics: %s until " % pick(rng, ["flucloxacillin", "doxycycline", "co-amoxiclav",
                                              "clindamycin", "cephalexin"]))
    date(c, when + world.days(rng.randrange(2, 10)), pick(rng, ["num", "short", "dow"]))
    c.nl(2)
    c.t("Transport: ")
    k = rng.randrange(3)
    if k == 0:
        family(c, form="full")
        c.t(" collecting by car, reg ")
        c.p(world.vehicle(rng, cc), "VEHICLE")
        c.t(".")
    elif k == 1:
        c.t("patient transport booked, ref ")
        c.p(world.idnum(rng, "order"), "IDNUM")
        c.t(", %s pick-up." % pick(rng, ["am", "pm", "11:00", "after lunch"]))
    else:
        c.t("taxi; ")
        family(c)
        c.t(" meeting at home (")
        c.p(pt["nok"]["phone"], "PHONE")
        c.t(").")
    c.nl()
    if not dest_home:
        social(c, home=False)
        c.nl()
    c.nl()
    c.t("Completed by: ")
    sname(c, nurse, pick(rng, ["full_cred", "full"]))
    c.t(", " + nurse["title_role"] + ", " + nurse["lic"][0] + " ")
    c.p(nurse["lic"][1], "LICENSE")
    c.t(", bleep ")
    c.p(nurse["bleep"], "PHONE")
    c.nl()
    c.t("TVN contact: ")
    c.p(world.team_email(rng, pick(rng, ["tvn", "tissueviability", "woundcare"])), "EMAIL")
    c.nl()
    if chance(rng, 0.5):
        c.t("Handover received by ")
        sname(c, world.staff(rng, cc, "dn"), "full")
        c.t(" on ")
        date(c, when, "num")
        c.t(" via " + pick(rng, ["phone", "secure email", EHRS[rng.randrange(len(EHRS))] + " task"]) + ".")
        c.nl()
