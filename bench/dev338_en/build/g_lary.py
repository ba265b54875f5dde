"""Genres: laryngectomy stoma care note, voice prosthesis change record, community follow-up letter."""
import datetime as dt

import ids
import clin as K
from core import (NB, PAT, DOC, FAM, AGE, DATE, STREET, CITY, STATE, ZIP, CTRY, HOSP, ORG, LOC, MRN,
                  HP, ACC, LIC, DEV, IDN, PH, FAX, EML, URL, PROF, SSN)
from case import (banner, sign, clin, pt_name, pt_ref, dr_name, age_sex, nok_line, gp_line,
                  hn_items, footer_audit, social)


def _d(c, a, b):
    return c.d0 + dt.timedelta(days=c.r.randint(a, b))


def stoma_care(c):
    r = c.r
    n = NB()
    community = r.random() < 0.35
    nurse = clin(c, "dn" if community else r.choice(["hn_cns", "nurse"]))
    if community:
        n.ln(r.choice({"US": ["Home Health Skilled Nursing Visit", "Home Health - Laryngectomy Care Visit"],
                       "CA": ["Home and Community Care - Nursing Visit", "Community Nursing Visit Record"],
                       "UK": ["District Nursing Record: Laryngectomy Stoma Care", "Community Nursing - Home Visit"],
                       "IE": ["Public Health Nursing - Home Visit", "Community Nursing - Home Visit"],
                       "AU": ["Community Nursing - Home Visit", "Hospital in the Home - Stoma Care"],
                       "NZ": ["District Nursing - Home Visit", "Community Nursing Visit"],
                       "ZA": ["Home-based Care - Nursing Visit", "Community Nursing - Home Visit"]}[c.cc]))
        n.ln("Patient: ", pt_name(c), "   DOB ", DATE(c.fd(c.dob)), "   ", hn_items(c))
        n.ln("Visit address: ", c.addr_items(c.addr))
        n.ln("Date of visit: ", DATE(c.fd(c.d0)), " ", c.time(day=True), "   Visit no. ", str(r.randint(2, 40)))
        n.ln("")
    else:
        banner(n, c, r.choice(["Laryngectomy Stoma Care", "Stoma Care Note - Total Laryngectomy",
                               "H&N Nursing: Neck Breather Care"]), dept="Head and Neck Unit")
        n.ln(DATE(c.fd(c.d0)), " ", c.time(), "  ", r.choice(["Day", "POD", "Post-op day"]), " ",
             str(r.randint(1, 21)), " post total laryngectomy")
        n.ln("")
    n.ln("Dx: ", r.choice(K.LARY_DX), ". ", r.choice(["Primary TEP at surgery.", "Secondary TEP planned.",
                                                        "No TEP - uses electrolarynx.", "TEP inserted at surgery."]))
    n.ln("")
    n.ln("Stoma assessment")
    n.ln("- Size approx ", str(r.randint(12, 26)), " mm, ", r.choice(["round", "oval", "slightly crescentic"]),
         "; mucosa ", r.choice(["pink, healthy", "dry with crusting", "mildly inflamed", "bleeds on contact at 3 o'clock"]))
    n.ln("- Peristomal skin: ", r.choice(["intact", "erythema under base plate", "moist excoriation, Cavilon applied",
                                          "radiation changes, dry"]))
    n.ln("- ", r.choice(["Crusts removed with forceps + saline.", "Mucus plug removed at stoma edge.",
                         "No crusting today.", "Thick secretions - saline nebs increased to QDS."]))
    n.ln("- Stoma tube: ", r.choice(["Provox LaryTube 9/36 with ring", "Larytube 10 mm fenestrated",
                                     "none - base plate only", "Provox LaryButton 12 mm", "Kapitex Tracheofix"]))
    n.ln("- HME: ", r.choice(K.HMES), " ", r.choice(["24 h/day", "daytime", "poor adherence - discussed"]),
         "; base plate ", r.choice(["Provox StabiliBase", "Provox OptiDerm", "FlexiDerm round", "Blom-Singer adhesive"]),
         " changed ", r.choice(["daily", "every 48 h", "when lifting"]))
    if not community:
        n.ln("- ", r.choice(["PM flap pink, warm, cap refill < 2 s", "Drains: 20 ml + 15 ml serous",
                             "No signs of pharyngocutaneous fistula", "NG feeds via Kangaroo pump 60 ml/h",
                             "Wound: clips intact, no collection"]))
    n.ln("- Voice prosthesis: ", r.choice(["in situ, no leak on water test", "leak through on coffee - monitor",
                                           "n/a", "in situ, candida on valve flap"]))
    n.ln("- Obs: ", K.obs(c))
    n.ln("")
    n.ln("Education")
    who = r.choice(["Patient", "Patient and " + c.nok_rel])
    n.add("- ", who)
    if "and" in who:
        n.add(" (", FAM(c.nok.f("first")), ")")
    n.ln(" ", K.typo(c, r.choice(["demonstrated stoma cleaning independently", "taught HME change - needs prompting",
                        "shown how to use shower guard", "practised emergency card use with the patient"])), ".")
    n.ln("- Stoma cover/Buchanan bib supplied; advised on ", r.choice(["water safety (no swimming)", "humidity at home",
                                                                       "sun protection of neck", "smoke alarms"]))
    if r.random() < 0.5:
        if r.random() < 0.5:
            n.ln("- Patient wrote: \"", r.choice(["when can i go home", "the tube hurts at night",
                                                  "i want to talk again", "is the cancer gone"]), "\"")
        else:
            if r.random() < 0.5:
                n.ln("- Patient wrote: \"can ", FAM(c.nok.f("first").lower()),
                     r.choice([" do the cleaning at home?", " come in for the teaching?", " bring my phone charger?"]), "\"")
            else:
                n.ln("- Patient wrote: \"", FAM(c.nok.f("first").lower()),
                     r.choice([" will do my neck at home", " is scared of the suction", " wants to learn too"]), "\"")
    if r.random() < 0.4:
        n.ln("- Social: ", social(c))
    n.ln("")
    n.ln("Plan: ", r.choice(["review in 2/7", "daily visits x1/52 then weekly", "SLT to review VP Monday",
                             "refer to " + c.sp("SLT") + " for voice restoration", "discharge home when independent"]),
         "; next visit ", DATE(c.fd_short(_d(c, 1, 7))))
    if community and r.random() < 0.5:
        n.ln("Liaised with ", DOC(clin(c, "hn_cns").p.f("full")), " (", HOSP(c.hosp["name"]), ") ",
             PH(ids.phone(c, "ward")))
    n.ln("")
    sign(n, c, nurse, style=r.choice(["plain", "dash", "uk", "esig"]))
    return n


def vp_change(c):
    r = c.r
    n = NB()
    slt = clin(c, "slt")
    banner(n, c, r.choice(["Voice Prosthesis Change Record", "VP CHANGE", "Surgical Voice Restoration Clinic - VP change"]),
           dept=r.choice(["Speech and Language Therapy", "Head & Neck Voice Clinic", "Speech Pathology"]))
    n.ln("Date: ", DATE(c.fd(c.d0)), "   Clinician: ", DOC(slt.p.f("full")), ", ", slt.title)
    n.ln("Laryngectomy: ", DATE(c.fd(c.d0 - dt.timedelta(days=r.randint(90, 3000)), r.choice(["month_y", "mon_y", "y"]))),
         " (", r.choice(K.LARY_DX), ")")
    n.ln("")
    n.ln("Reason for change: ", r.choice(["central leak (through valve) - coughing on fluids",
                                          "peripheral leak around prosthesis", "increased effort to voice",
                                          "candida colonisation, valve not closing", "routine - device life",
                                          "prosthesis dislodged into stoma (retrieved)", "granulation around TEP"]))
    days = r.randint(21, 240)
    n.ln("Device life: ", str(days), " days (", "%.1f" % (days / 30.4), " months)")
    old = K.vp(c)
    n.ln("Removed: ", old, r.choice(["", " - heavy candida on oesophageal flange", " - valve flap torn"]))
    n.ln("Tract length measured: ", r.choice(["6 mm", "8 mm", "8 mm (sizer)", "10 mm", "12.5 mm"]),
         "; puncture site ", r.choice(["healthy", "mildly hypertrophic", "small granulation at 12 o'clock"]))
    new = K.vp(c)
    n.ln("Inserted: ", new, " ", r.choice(["anterograde with SmartInserter", "retrograde", "anterograde, loaded in insertion tube"]))
    n.ln("  REF ", r.choice(["8131", "8132", "BE6020", "8223", "SI-1012"]), "   LOT ", DEV(ids.serial(c, "lot")),
         *(["   SN ", DEV(ids.serial(c))] if r.random() < 0.3 else []))
    n.ln("Checks: rotation ok, flange seated; water swallow ", r.choice(["no leak", "no leak x 3 sips", "no leak, coffee ok"]),
         "; voicing ", r.choice(["fluent, MPT 14 s", "good, counts 1-20", "strained - occlusion technique reviewed",
                                 "excellent"]))
    n.ln("")
    if r.random() < 0.7:
        n.ln("Previous prostheses")
        n.ln("  Date        | Device                            | Life")
        prev = c.d0
        for _ in range(r.randint(2, 5)):
            life = r.randint(25, 200)
            prev = prev - dt.timedelta(days=life)
            n.ln("  ", DATE(c.fd(prev, "dmy" if c.cc != "US" else "us")), "  | ", K.vp(c).ljust(33), " | ",
                 str(life), " d")
        n.ln("")
    n.ln("Advice: brush VP twice daily, flush with ", r.choice(["Provox Flush", "water", "air"]),
         "; ", r.choice(["nystatin 1 ml QDS x 2/52", "probiotic yoghurt daily", "no antifungal needed"]),
         "; leak card given. Plug (", r.choice(["Provox Vega Plug", "Blom-Singer leak plug"]), ") issued.")
    n.ln("Next review: ", DATE(c.fd(_d(c, 28, 120))), r.choice(["", " or sooner if leak", " (clinic)"]))
    if r.random() < 0.4:
        n.ln("Patient contact: ", PH(ids.phone(c, "mob")), r.choice(["", " (text only - no voice on phone)"]))
    if r.random() < 0.35:
        n.ln("Stock order placed with ", ORG(c.org("supplier")), ", order ", IDN(ids.idnum(c, "order")))
    n.ln("")
    sign(n, c, slt, style=r.choice(["uk", "esig", "plain"]))
    return n


def _letter_head(n, c, sender_addr):
    r = c.r
    n.ln(HOSP(c.hosp["name"]))
    n.ln(r.choice(["Tracheostomy & Laryngectomy Service", "Head and Neck Cancer Unit", "Airway Service",
                   "Department of Otolaryngology"]))
    n.ln(c.addr_items(sender_addr, multiline=True))
    n.ln("Tel: ", PH(ids.phone(c, "land")), r.choice(["   Fax: ", "  |  Fax "]), FAX(ids.phone(c, "land")))
    if r.random() < 0.6:
        n.ln("Email: ", EML(ids.email(c, generic=r.choice(["entsecretaries", "headneck.admin", "trachteam",
                                                           "airway.service", "ent.appointments"]))))
    if r.random() < 0.3:
        n.ln("Web: ", URL(ids.url(c)))
    n.ln("")


def community_letter(c):
    r = c.r
    n = NB()
    cons = clin(c, "ent_cons" if c.kind == "lary" else r.choice(["ent_cons", "ent_cons", "icu_cons"]))
    cns = clin(c, "hn_cns" if c.kind == "lary" else "cns")
    haddr = c.address()
    haddr["town"] = c.hosp["town"]
    _letter_head(n, c, haddr)
    n.ln(r.choice(["Date dictated: ", "Date: ", ""]), DATE(c.fd(c.d0, r.choice(
        ["d_month_y", "dth_month_y", "dmy"] if c.cc not in ("US", "CA") else ["us_long", "us"]))))
    if r.random() < 0.5:
        n.ln("Clinic date: ", DATE(c.fd(c.d0 - dt.timedelta(days=r.randint(1, 12)))))
    n.ln("")
    gpaddr = c.address()
    gpaddr["town"] = c.addr["town"]
    n.ln(c.dr(), " ", DOC(c.gp.f(r.choice(["full", "fi"]))))
    n.ln(HOSP(c.gp_practice))
    n.ln(c.addr_items(gpaddr, multiline=True))
    n.ln("")
    n.ln("Dear ", c.dr(), " ", DOC(c.gp.last), ",")
    n.ln("")
    n.ln("Re: ", pt_name(c, r.choice(["full", "fml"])), ", DOB ", DATE(c.fd(c.dob)), ", ", hn_items(c),
         *([", ", c.ssn[0], " ", SSN(c.ssn[1])] if c.ssn and c.cc == "IE" and r.random() < 0.5 else []))
    n.ln("     ", c.addr_items(c.addr))
    n.ln("")
    lary = c.kind == "lary"
    if lary:
        n.ln("Diagnosis: ", r.choice(K.LARY_DX), "; total laryngectomy ", DATE(c.fd(_d(c, -1500, -60), r.choice(["month_y", "d_month_y"]))))
        n.ln("Voice: ", r.choice(["TEP with ", "surgical voice restoration, "]), K.vp(c))
    else:
        n.ln("Diagnosis: ", r.choice(K.INDICATIONS))
        n.ln("Airway: long-term tracheostomy, ", K.tube(c))
    n.ln("")
    n.add("I reviewed ", c.title(c.pt), " ", PAT(c.pt.last), r.choice([" in the ", " at the "]),
          r.choice(["community airway clinic", "joint trach clinic", "H&N follow-up clinic", "home visit clinic"]),
          r.choice([" today", " on "]))
    if n.parts[-1].endswith("on "):
        n.add(DATE(c.fd(c.d0, "wd" if r.random() < 0.5 else None)))
    n.add(". ", "He" if c.pt.sex == "M" else "She", r.choice([" attended with ", " came with "]),
          "%s %s " % ("his" if c.pt.sex == "M" else "her", c.nok_rel), FAM(c.nok.f("first")), ". ")
    n.ln(r.choice(["Overall things are going well.", "There have been two episodes of blocked tube at home.",
                   "Mood is low and sleep poor.", "Weight is stable at 68 kg (BMI 22).",
                   "Chest has been clear since the last course of doxycycline."]))
    n.ln("")
    ss = K.stoma_site(c)
    n.add(r.choice(["On examination ", "Today "]), ss[0].lower() + ss[1:], ". ",
          K.secretions(c).capitalize(), ". ")
    if lary:
        n.add("Voice prosthesis last changed ", DATE(c.fd_short(_d(c, -90, -3))),
              r.choice([" with no leak since", ", device life usually 3 months", "; small central leak today"]), ". ")
    else:
        n.add(r.choice(["Tube changed today without difficulty. ", "Tube change next due ", ("He" if c.pt.sex == "M" else "She") + " uses a PMV during the day. "]))
        if n.parts[-1].endswith("due "):
            n.add(DATE(c.fd(_d(c, 10, 30))), ". ")
    n.ln(r.choice(["Swallow functional on a normal diet.", "On IDDSI level 6 diet.", "Remains PEG fed overnight (Jevity 1.5 1000 ml)."]))
    n.ln("")
    n.ln("Social: ", social(c))
    if r.random() < 0.4:
        n.ln("Driving: advised to inform the ", {"UK": "DVLA", "IE": "NDLS", "US": "DMV", "CA": "Ministry of Transportation",
                                                  "AU": "transport authority", "NZ": "NZTA", "ZA": "licensing department"}[c.cc],
             "; car registration ", VEH_(c), " noted for the hospital parking permit.")
    n.ln("")
    n.ln("Plan:")
    items = [["Continue supplies via ", ORG(c.org("supplier")), " (account ", ACC(ids.account(c)[1]), ")"],
             [r.choice(["District nurses", "Community nurses", "Home health"]), " (",
              HOSP(r.choice(["%s Community Nursing Team" % c.addr["town"], "%s District Nurses" % c.town(),
                             "%s Home Health" % c.town()])), ") to continue ",
              r.choice(["weekly visits", "stoma checks"] + (["HME and base plate review"] if c.kind == "lary"
                                                              else ["tube changes every 4 weeks"]))],
             ["Review in clinic on ", DATE(c.fd(_d(c, 28, 120)))],
             ["Referral to ", r.choice(["psychology", "dietetics", "smoking cessation", "palliative care"]),
              " sent (ref ", IDN(ids.idnum(c, "referral")), ")"],
             ["Information leaflet: ", URL(ids.url(c))],
             ["Invited to the ", ORG(c.org("club")), r.choice([" which meets monthly", ""])]]
    for i, it in enumerate(r.sample(items, r.randint(3, 5))):
        n.ln(str(i + 1), ". ", it)
    n.ln("")
    n.ln("If there are any concerns please contact ", DOC(cns.p.f("full")), ", ", cns.title, ", on ",
         PH(ids.phone(c, "ward")), r.choice([" or ", " / "]), EML(ids.email(c, cns.p)), ".")
    n.ln("")
    n.ln(r.choice(["Yours sincerely,", "Kind regards,", "Yours faithfully,", "Sincerely,"]))
    n.ln("")
    n.ln(dr_name(c, cons, "full"), r.choice([" MB BCh FRCS (ORL-HNS)", " MD", " FRACS", "", " FRCSI"]))
    n.ln(cons.title)
    if cons.lic and r.random() < 0.4:
        n.ln(cons.lic[0], " ", LIC(cons.lic[1]))
    n.ln("")
    n.ln("cc: ", PAT(c.pt.f("full")), ", ", c.addr_items(c.addr))
    if r.random() < 0.5:
        n.ln("cc: ", DOC(cns.p.f("full")), ", ", cns.title)
    n.ln(DOC(cons.p.f("INIT")), "/", DOC(c.person().f("low_init")), r.choice(["", "  dictated not read"]))
    return n


def VEH_(c):
    from core import VEH
    return VEH(ids.plate(c))
