"""Genres: free flap monitoring chart; breast care nurse contact note."""
import datetime as dt

import clinical as K
import ctxlib as X
import pools_places as PL


def flap_chart(r, d, w):
    c = X.base(w)
    t = K.tumour(r)
    op = w.today
    bay, bed = (str(r.randint(1, 6)), "LOCATION_OTHER"), (str(r.randint(1, 28)), "LOCATION_OTHER")
    flap = r.choice(["DIEP", "DIEP", "DIEP", "SIEA", "TUG", "PAP", "bilateral DIEP", "pedicled LD"])
    d.f("{hosp}   {ward}   ", c)
    if r.random() < 0.5:
        d.f("Bay {bay} Bed {bed}\n", c, bay=bay, bed=bed)
    else:
        d.f("{sr} {bed}\n", c, sr=r.choice(["Side room", "SR", "Bed"]), bed=bed)
    d.add(r.choice(["FREE FLAP OBSERVATION CHART", "FLAP MONITORING CHART - PLASTIC SURGERY",
                    "Microvascular Flap Observations"]) + "\n\n")
    d.f("Patient: {pt_caps}   {mrn_l}: {mrn}   DOB: {dob}\n", c)
    if r.random() < 0.4 and w.natid:
        d.f("{natid_l}: {natid}\n", c)
    d.f("Flap: {S} {fl} ({ti})   Date of surgery: {od}\nSurgeon: {plas}   Anastomosis: {an}\n", c,
        S=t["Side"] if "bilateral" not in flap else "", fl=flap, ti=r.choice(["immediate", "delayed",
                                                                             "delayed-immediate"]),
        od=w.date(op), an=r.choice(["IMA/IMV, 3.0 mm coupler", "IMA end-to-end, IMV coupler 2.5 mm",
                                    "thoracodorsal A/V", "n/a (pedicled)"]))
    if "LD" not in flap and r.random() < 0.6:
        d.f("Implantable Doppler: Cook-Swartz, probe SN {sn}, venous{m}\n", c, sn=w.serial("doppler"),
            m=r.choice(["", " - monitor unit " + "Cook DP-M350"]))
    d.f("Frequency: {fq}\nTargets: SBP > {sbp}, UO > 0.5 mL/kg/h, core temp > 36.5 C, Hb > 80 g/L\n"
        "ESCALATE any change to plastics SpR bleep {bl} or via switchboard {sw}; out of hours "
        "on-call consultant via switchboard. Theatre co-ordinator ext {ex}.\n\n", c,
        fq=r.choice(["30-min x 4 h, hourly to 24 h, 2-hourly to 48 h, then 4-hourly",
                     "hourly for 24 h, 2-hourly day 2, 4-hourly day 3"]),
        sbp=r.choice([100, 100, 110]), bl=w.bleep(), sw=c["hosp_tel"], ex=(w.ext(), "PHONE"))
    d.add("Date   Time   Colour     CRT   Temp    Turgor   Doppler   Drain  Init\n")
    nurses = w.nurses[:r.randint(3, 5)]
    when = dt.datetime(op.year, op.month, op.day, r.randint(15, 19), 0)
    step = 60
    last_day = None
    rows = r.randint(10, 18)
    concern = r.randrange(rows) if r.random() < 0.4 else -1
    for i in range(rows):
        nurse = nurses[(when.hour // 8 + (when.day % 2)) % len(nurses)]
        if when.date() != last_day:
            d.frag([w.date(when.date(), w.short_style()), " "])
            last_day = when.date()
        else:
            d.add("       ")
        col = "pink" if i != concern else r.choice(["mottled", "dusky", "pink/blue"])
        crt = r.choice(["2", "2", "<2", "2-3"]) if i != concern else "<1"
        dop = r.choice(["+++", "+++ A/V", "++", "+ venous"]) if i != concern else "weak"
        d.add("%02d:%02d  %-9s  %-4s  %-6s  %-7s  %-8s  %-5s  " % (
            when.hour, when.minute, col, crt, r.choice(["warm", "warm", "w", "cool-ish"]),
            "soft" if i != concern else "tense", dop, str(r.choice([5, 10, 15, 20, 30, 40]))))
        d.frag([nurse.init(dots=r.random() < 0.2), "\n"])
        when += dt.timedelta(minutes=step)
        if i == 3:
            step = 120
        if i == 9:
            step = 240
    d.add("\nNursing comments:\n")
    d.f("{t1} " + r.choice(["Patient", "Pt {pt_init}", "{pt_t}"]) + " warm (Bair Hugger removed), pain 2/10 on PCA. NEWS2 {ns}. {vit}. {cm1}\n", c,
        t1="%02d:%02d" % (r.randint(20, 23), r.randrange(60)), ns=r.choice([0, 1, 2]),
        vit=K.vitals(r), cm1=r.choice(["Flap soft, good colour.", "Doppler signal clear both channels.",
                                       "Urine 60 mL/h via catheter."]))
    if concern >= 0:
        d.f("Concern at obs round - flap {col}, Doppler signal reduced. Dr {reg_s} (plastics SpR) "
            "informed on bleep {bl}, reviewed within 15 min: {act}. {ptn}\n", c,
            col=r.choice(["mottled", "congested"]), reg_s=w.reg.sur(), bl=w.bleep(),
            act=r.choice(["dressing loosened, head of bed up, improved", "returned to theatre for "
                          "exploration - venous thrombosis, coupler redone", "observe 30-minutely, "
                          "Hb 84, 500 mL Hartmann's"]),
            ptn=[w.nok_rel.capitalize(), " ", w.nok.fn(), " updated by phone."] if r.random() < 0.5 else "")
    if r.random() < 0.45:
        d.f("CD check: Oramorph 5 mg given {tm}, witnessed {n1} / {n2}. Omnicell access by "
            "fingerprint, biometric ID {bio}.\n", c, tm="%02d:%02d" % (r.randint(0, 23), r.randrange(60)),
            n1=nurses[0].init(), n2=nurses[-1].init(), bio=w.bioid())
    d.add("\nSignatures / initials key:\n")
    for n in nurses:
        lab, lic = w.license("nurse")
        d.frag([n.init(), " = ", n.full(), ", ", r.choice(["RN", "Staff Nurse", "SN", "Sister", "HCA"])])
        if r.random() < 0.5:
            d.frag([", ", lab, " ", lic])
        d.add("\n")
    if r.random() < 0.5:
        d.f("Day 2 review {dd}: flap healthy, drains {dr} mL. Plan step-down to 4-hourly. - {fellow}\n", c,
            dd=w.date(op + dt.timedelta(days=2)), dr=r.randint(30, 150))


def bcn_contact(r, d, w):
    c = X.base(w)
    t = K.tumour(r)
    opd = w.days(-r.randint(5, 40))
    mode = r.choice(["Telephone (incoming)", "Telephone (outgoing)", "Face to face - clinic room",
                     "Video (Attend Anywhere)", "Telephone - left voicemail x1"])
    tele = r.random() < 0.5
    d.f("{h}\n", c, h=r.choice(["BREAST CARE NURSE CONTACT RECORD", "Breast CNS - Contact Note",
                               "KEY WORKER CONTACT (BREAST)"]))
    d.f("{hosp} / {centre}\n\n", c)
    d.frag(X.banner(w, c, kind=r.choice([1, 2])))
    d.f("\n\nDate: {dd}  Time: {tm}   Contact: {mode}{rm}\nWith: {who}\nConsultant: {cons}\n", c,
        dd=w.date(w.today, r.choice([None, "wd_dmy"])), tm="%02d:%02d" % (r.randint(8, 17), r.randrange(60)),
        mode=mode, rm=[" ", (str(r.randint(1, 12)), "LOCATION_OTHER")] if "clinic room" in mode else "",
        who=r.choice(["patient", ["patient and ", c["nok_rel"], " ", c["nok"]],
                      [c["nok_rel"], " ", c["nok_fn"], " (pt consent on file)"]]))
    if w.nick and r.random() < 0.9:
        d.f("Prefers to be called \"{nk}\".\n", c, nk=(w.nick, "PATIENT"))
    d.f("Dx: {S} {h} {rec}. {op} {opd}.\n\n", c, S=t["Side"], h=t["short"], rec=t["receptor"],
        op=r.choice(["WLE+SLNB", "Mastectomy+SLNB", "SSM+IBR", "DIEP", "Therapeutic mammoplasty"]),
        opd=w.date(opd, w.short_style()))
    topics = r.sample(["seroma", "wound", "results", "work", "parking", "travel", "holiday", "chemo",
                       "drive", "hrt", "lymph", "prosth"], r.randint(2, 3))
    if r.random() < 0.25 and "parking" not in topics:
        topics.append("parking")
    for tp in topics:
        if tp == "seroma":
            d.f("Pt reports swelling {side} axilla/lateral chest wall since drain removal, 'sloshing'. "
                "Afebrile, no erythema per pt. Booked seroma aspiration in dressing clinic {dd} {tm}. "
                "Advised to ring {tel} or attend ED if hot/red/fever.\n", c, side=t["side"],
                dd=w.date(w.wd(r.randint(1, 3)), w.short_style()), tm=r.choice(["am", "14:00", "10:30"]),
                tel=c["unit_tel"])
        elif tp == "wound":
            d.f("Wound: small area of dehiscence at T-junction, yellow slough, no cellulitis. GP practice "
                "nurse at {practice} doing dressings (Aquacel Ag + Mepore) alt days. Photos uploaded "
                "to record (ref {ph}).\n", c, ph=w.accession("other"))
        elif tp == "results":
            d.f("Anxious re histology; results not yet back from path lab. Explained typical 10-14 days "
                "(MDT {md}). Will ring {pt_fn} after MDT. Pt prefers contact on mobile {pt_mob}.\n", c,
                md=w.date(w.wd(r.randint(2, 7)), "wd"))
        elif tp == "work":
            mgr = w.relative("friend")
            d.f("Works as a {prof} at {employer}; line manager {mgr} asking for fit note and return-to-work "
                "plan. Advised phased return after RT; fit note from GP ({gp}). Letter for employer "
                "sent {dd}.\n", c, mgr=mgr.full(), dd=w.date(w.today))
        elif tp == "parking":
            d.f("Daily RT from {rd} at {h2}: parking concession form completed - vehicle reg {veh}. "
                "Blue badge not applicable.\n", c, rd=w.date(w.wd(r.randint(14, 40)), w.short_style()),
                h2=c["hosp2"], veh=w.vehicle())
        elif tp == "travel":
            d.f("Asking about travel insurance for trip to {co} in {mon}; advised to declare diagnosis, "
                "{ch} can signpost specialist insurers.\n", c, co=X.holiday_country(r),
                mon=w.date(w.days(r.randint(40, 200)), "my"), ch=(r.choice(PL.CHARITIES), "ORGANIZATION"))
        elif tp == "holiday":
            d.f("Asks whether RT planning can wait until after {hol} - family visiting from {co}. Discussed with "
                "{cons_sur}'s secretary {sec}, ext {ext}.\n", c, hol=(r.choice(PL.HOLIDAYS), "DATE"),
                co=X.birth_country(r))
        elif tp == "chemo":
            d.f("Pre-chemo chat: scalp cooling (Paxman) explained, wig voucher, {ch} confidence and "
                "skincare workshop on {dd}. Fertility - n/a.\n", c,
                ch=(r.choice(PL.CHARITIES), "ORGANIZATION"), dd=w.date(w.wd(r.randint(5, 20)), "wd_dmy"
                                                                      if w.cc != "US" else "wd_md"))
        elif tp == "drive":
            d.add("Asked re driving - advised when able to do emergency stop and turn wheel fully, check "
                  "with insurer. Usually 2-4/52.\n")
        elif tp == "hrt":
            d.f("Hot flushes ++ on {endo}. HRT not advised. Discussed venlafaxine/CBT; GP {gp_sur} to "
                "review. Menopause leaflet + {url}\n", c, endo=K.endocrine(r).split(" (")[0])
        elif tp == "lymph":
            d.f("Tightness {side} upper arm, no pitting. Referred to lymphoedema service at {h2} "
                "(ref {ref}).\n", c, side=t["side"], h2=c["hosp2"], ref=w.accession("order"))
        else:
            d.f("Soft form (comfie) given; prosthesis fitting appt with {fitter} on {dd}.\n", c,
                dd=w.date(w.wd(r.randint(28, 50))))
    dt_ = r.randint(1, 9)
    d.f("\nHNA: {hna}. Distress Thermometer {dt}/10.\n", c,
        hna=r.choice(["offered, declined today", "completed - main concerns: worry, fatigue, finances",
                      "completed - concerns: body image, sleep", "care plan updated"]), dt=dt_)
    if dt_ >= 7:
        d.f("Referred to psychological support (ref {ref}); {ch} drop-in details given.\n", c,
            ref=w.accession("order"), ch=(r.choice(PL.CHARITIES), "ORGANIZATION"))
    d.f("Plan: {pl}\n\n", c, pl=r.choice([["BCN to ring back ", w.date(w.wd(r.randint(1, 5)), "wd"), "."],
                                        "Pt has direct line; will call if concerns.",
                                        ["Review in nurse-led clinic ", w.date(w.wd(r.randint(5, 15))), "."]]))
    lab, lic = w.license("nurse")
    d.frag([c["bcn"], ", ", r.choice(["Breast CNS", "Breast Care Nurse (charity-funded post)",
                                      "Breast Care Nurse Specialist", "Key Worker"])])
    if r.random() < 0.5:
        d.frag([" (", lab, " ", lic, ")"])
    d.f("\nDirect line {tel}  |  {em}\n", c, tel=w.phone(ext=r.random() < 0.5), em=w.bcn.email(r))
