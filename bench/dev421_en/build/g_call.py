"""Genres: escalation call record; family/carer communication note."""
import datetime

import ids
import clin_write as cw
from case import tm
from pools_clin import SCORES

LANGS = ["Polish", "Punjabi", "Urdu", "Bengali", "Portuguese", "Cantonese", "Arabic", "Somali",
         "Romanian", "Tagalog", "Vietnamese", "Irish", "Te reo Maori", "Spanish", "Greek"]
HOLIDAYS = ["Christmas", "Christmas Day", "Easter", "Diwali", "Eid", "New Year's Eve",
            "Boxing Day", "Thanksgiving", "St Patrick's Day", "Hogmanay", "Mother's Day"]


NICK = {"Margaret": "Peggy", "Patricia": "Pat", "Dorothy": "Dot", "Winifred": "Winnie",
        "Florence": "Flo", "Valerie": "Val", "Kenneth": "Ken", "Ronald": "Ron", "Reginald": "Reg",
        "Albert": "Bert", "Harold": "Harry", "Stanley": "Stan", "Wilfred": "Wilf",
        "Bernard": "Bernie", "Chukwuemeka": "Emeka", "Oluwaseun": "Seun", "Babatunde": "Tunde",
        "Krzysztof": "Krzys", "Dimitrios": "Jimmy", "Giorgos": "George", "Jose": "Pepe",
        "Funmilayo": "Funmi", "Katarzyna": "Kasia", "Agnieszka": "Aga", "Mohammed": "Mo",
        "Rob": "Bob", "Bill": "Billy", "Will": "Billy", "Gwen": "Gwennie", "Brenda": "Bren",
        "Maureen": "Mo", "Eileen": "Leenie", "Olumide": "Mide", "Chiamaka": "Amaka"}


def later(hhmm, minutes):
    t = int(hhmm[:2]) * 60 + int(hhmm[3:]) + minutes
    t %= 24 * 60
    return "%02d:%02d" % (t // 60, t % 60)


def escalation(d, c):
    rng = c.rng
    k = rng.randint(0, c.los)
    day = c.day(k)
    d.ln(rng.choice(["ESCALATION CALL RECORD", "Escalation / urgent call log",
                     "24/7 clinical line - escalation record"]))
    d.f("Service: {}   Line: {}\n", (c.vw, "HOSPITAL"), (c.vw_phone, "PHONE"))
    d.t("Call received: ")
    c.w_d(d, day, rng.choice([c.dstyle, "wd", "num"]))
    t0 = tm(rng, 0, 23)
    d.ln(" " + t0 + rng.choice(["  (out of hours)", "", "  (overnight)"]))
    d.t("Call handler: ")
    c.w_st(d, c.clerk, "full")
    d.ln(" (care coordinator)")
    r = rng.randrange(4)
    d.t("Caller: ")
    if r == 0:
        c.w_pt(d, "title")
        d.t(" (patient), ")
        d.p(c.mob, "PHONE")
    elif r == 1:
        c.w_fam(d, c.nok, "full")
        d.f(" ({}), callback {}", c.nok_rel, (c.nok_phone, "PHONE"))
    elif r == 2:
        c.w_fam(d, c.carer, "full")
        d.f(", carer from {}, {}", (c.agency, "ORGANIZATION"), (ids.mobile(rng, c.cc), "PHONE"))
    else:
        d.t("automated alert from ")
        d.t(cw.w_platform(c))
        d.f(" (device {})", (ids.device_serial(rng, "wearable"), "DEVICE"))
    d.ln()
    d.t("Patient: ")
    c.w_pt(d, rng.choice(["LF", "full"]))
    d.t(", ")
    c.w_age(d, rng.choice(["sexed", "yo"]))
    d.t(", ")
    if c.nid and rng.random() < 0.6:
        d.p(c.nid, "MRN")
    else:
        d.p(c.mrn, "MRN")
    d.t(", ")
    d.p(c.addr["street"], "STREET")
    d.t(", ")
    d.p(c.addr["town"], "CITY")
    d.ln()
    d.ln()
    v = cw.vitals(rng, c, 2)
    d.ln("S: " + rng.choice(["SpO2 alert %d%% on last two readings" % v["spo2"],
                             "caller reports new confusion and not eating",
                             "increasing breathlessness since teatime",
                             "temp 38.6 with rigors", "fall at home, on floor, not injured",
                             "PICC arm swollen and painful", "no urine since morning"]))
    d.t("B: ")
    d.t(c.path["dx"] + "; VW day %d. " % k)
    cw.w_pmh(d, c, inline=True)
    d.t("A: remote obs " + t0 + " - ")
    cw.w_vitals_line(d, v, 2)
    d.ln(". " + rng.choice(["Talking in short sentences.", "Alert, orientated.",
                            "Drowsy but rousable (V on ACVPU).", "Skin clammy per daughter."]))
    if v["news"] >= 5:
        d.ln("R: " + rng.choice(["urgent clinical review", "senior decision re conveyance",
                                 "home visit within 2h"]))
    else:
        d.ln("R: " + rng.choice(["home visit within 2h", "advice and repeat obs in 1h"]))
    d.ln()
    d.t("Clinical decision (" + later(t0, rng.randint(4, 25)) + ") by ")
    dec = rng.choice([c.reg, c.cons, c.anp])
    c.w_st(d, dec, "title" if dec.title else "full")
    d.f(", bleep {}:\n", (dec.bleep, "PHONE"))
    out = rng.randrange(4)
    if out == 0:
        d.t("  999 requested; ambulance incident ")
        d.p(ids.idnum(rng, "cad"), "IDNUM")
        d.t(". Conveyed to ")
        d.p(c.hosp, "HOSPITAL")
        d.t(" " + c.T["ed"] + ", handover to ")
        c.w_st(d, c.ward_dr, "title")
        d.ln(". VW episode suspended.")
    elif out == 1:
        d.t("  Urgent home visit by ")
        c.w_st(d, c.rn2, "full")
        d.ln(" within 2h; ABG/VBG not available - bring POCT CRP and iSTAT.")
        d.ln("  Visit " + later(t0, rng.randint(70, 150)) + ": obs improved after nebulised salbutamol 5mg. Remains at home.")
    elif out == 2:
        d.ln("  Advice: repeat obs in 1 hour with warm hands, sit upright, PRN inhaler.")
        d.ln("  Repeat " + later(t0, rng.randint(60, 80)) + ": SpO2 %d%%, RR %d - within thresholds." % (
            v["spo2"] + 3, v["rr"] - 4))
    else:
        d.t("  Discussed with on-call consultant ")
        c.w_st(d, c.cons, "title")
        d.ln(". Consistent with TEP: stay at home, anticipatory meds (midazolam, morphine).")
        d.t("  Palliative care team at ")
        d.p(rng.choice(c.P["hospitals"]), "HOSPITAL")
        d.ln(" informed.")
    if rng.random() < 0.35:
        d.f("Incident report {} raised (delay in alert acknowledgement, {}).\n",
            (ids.idnum(rng, "incident"), "IDNUM"), rng.choice(["Datix", "LERN", "RL6"]))
    d.t("Follow-up call: ")
    c.w_d(d, day + datetime.timedelta(days=rng.choice([0, 1])), "wd")
    d.ln(" " + tm(rng) + " - " + rng.choice(["settled", "no further alerts", "family reassured",
                                             "admitted to " + rng.choice(["AMU", "MAU", "CDU"])]))
    d.ln()
    c.sign(d, dec if rng.random() < 0.6 else c.clerk, day)


def family_comm(d, c):
    rng = c.rng
    k = rng.randint(0, c.los)
    day = c.day(k)
    d.ln(rng.choice(["Communication with family / carer", "FAMILY COMMUNICATION NOTE",
                     "Carer conversation record", "Relatives - telephone update"]))
    d.t("Date: ")
    c.w_d(d, day, rng.choice([c.dstyle, "wdlong"]))
    d.ln("  " + tm(rng) + "   Mode: " + rng.choice(["telephone", "home visit", "video call (Attend Anywhere)",
                                                      "MS Teams"]))
    d.t("Re: ")
    c.w_pt(d, rng.choice(["titlefull", "LF", "full"]))
    d.t(" (")
    d.p(c.mrn, "MRN")
    d.t(") - ")
    d.p(c.vw, "HOSPITAL")
    d.ln()
    d.t("Spoke with: ")
    c.w_fam(d, c.nok, "full")
    d.t(" (" + c.nok_rel + ", NOK")
    if rng.random() < 0.45:
        d.t("; LPA health & welfare registered ")
        c.w_d(d, datetime.date(rng.randint(2012, c.d0.year - 1), rng.randint(1, 12), rng.randint(1, 28)))
    d.f(") on {}", (c.nok_phone, "PHONE"))
    if rng.random() < 0.5:
        d.f(", email {}", (c.nok_email, "EMAIL"))
    d.ln()
    if rng.random() < 0.5:
        d.t("Also present: ")
        c.w_fam(d, c.fam2)
        d.ln(" (" + c.fam2_rel + ")")
    d.t("Consent to share: ")
    d.ln(rng.choice(["pt consented verbally", "pt lacks capacity for this decision - best interests",
                     "consent on record", "pt present and agreed"]))
    d.ln()
    d.ln("Discussion:")
    d.t("- Progress explained: ")
    d.ln(c.path["dx"].lower() + ", " + rng.choice(["improving on treatment", "slower than hoped",
                                                    "stable readings", "some overnight alerts"]) + ".")
    d.t("- ")
    c.w_fam(d, c.nok, "first")
    d.f(" is a {}", (c.nok_prof, "PROFESSION"))
    if rng.random() < 0.6:
        d.f(" at {}", (rng.choice(c.P["employers"]), "ORGANIZATION"))
    d.t(" and " + rng.choice(["can only visit evenings", "is struggling with caring plus work",
                              "has taken carer's leave", "works nights"]))
    d.ln(". " + rng.choice(["Carer strain acknowledged.", "Offered carer's assessment.",
                            "Signposted to local carers' support."]))
    if rng.random() < 0.5:
        d.f("- Referred to {} for carer support.\n", (c.community, "ORGANIZATION"))
    if rng.random() < 0.55:
        d.t("- ")
        c.w_fam(d, c.fam2, "first")
        d.t(" (" + c.fam2_rel + ") lives in ")
        d.p(c.abroad, "COUNTRY")
        d.t(", hoping to fly back ")
        c.w_d(d, day + datetime.timedelta(days=rng.randint(2, 12)), rng.choice(["dmon", "wd", c.dstyle]))
        d.ln(".")
    nick = NICK.get(c.pt.first)
    if nick and rng.random() < 0.8:
        d.t("- Family note ")
        c.w_pt(d, "first")
        d.t(" prefers to be called ")
        d.p(nick, "PATIENT")
        d.ln(".")
    if rng.random() < 0.5:
        d.t("- Family wish for ")
        c.w_pt(d, "first")
        d.t(" to be home for ")
        d.p(rng.choice(HOLIDAYS), "DATE")
        d.ln(" - discussed realistic goals.")
    if rng.random() < 0.35:
        lang = rng.choice(LANGS)
        interp = c.staff("Interpreter", "", None)
        d.t("- " + lang + " interpreter ")
        d.p(interp.full(), "DOCTOR")
        d.f(" via telephone (booking ref {}).\n", (ids.idnum(rng, "other"), "IDNUM"))
    if rng.random() < 0.3:
        d.f("- Visitor parking permit issued for vehicle {}.\n", (ids.vehicle(rng, c.cc), "VEHICLE"))
    d.ln("- Concerns raised: " + rng.choice(["who to call at night", "whether hospital would be safer",
                                             "oximeter readings confusing", "medication timings",
                                             "falls at night"]))
    d.f("  Given 24/7 number {} and written info ({}).\n", (c.vw_phone, "PHONE"),
        (ids.url(rng, "leaflet"), "URL"))
    d.ln("- Ceiling of care / " + rng.choice(["ReSPECT", "TEP", "DNACPR"]) + " discussed: " +
         rng.choice(["family agree", "family need time", "to revisit at consultant round"]))
    d.ln()
    d.ln("Agreed actions:")
    d.t("1. Daily update call to ")
    c.w_fam(d, c.nok, "first")
    d.ln(" after ward round (~14:00).")
    d.t("2. ")
    d.ln(rng.choice(["OT to assess for commode/bed lever.", "Pharmacy to arrange blister pack.",
                     "Social worker referral for increased care.", "Chaplaincy visit requested."]))
    d.t("3. Next review with family on ")
    c.w_d(d, day + datetime.timedelta(days=rng.randint(1, 4)), "wd")
    d.ln(".")
    d.ln("(" + rng.choice(SCORES) + " not relevant to this discussion.)" if rng.random() < 0.2 else
         cw.hard_line(c))
    d.ln()
    c.sign(d, rng.choice([c.anp, c.rn, c.cons]), day)
