"""Genres: telephone rehabilitation note, annual review, referral letter,
post-implant discharge summary, MDT meeting minutes."""
from common import Note, P, join, tm, age_phrase
import world
import pools
from kit import G, CI_MODELS


def phone_rehab(rng, x):
    n, g, c = Note(), G(rng, x), x.c
    n.t(rng.choice(["TELEPHONE REHABILITATION SESSION NOTE\n", "Auditory Rehab - Phone Session\n", "Tele-rehab (telephone) contact\n"]))
    n.f("Client: {p}   {ml}: {m}\n", p=g.pt(rng.choice(["full", "LASTFIRST", "lastfirst"])), ml=world.mrn_label(rng, c), m=P(x.mrn, "MRN"))
    a = rng.randint(9, 15)
    dur = rng.randint(20, 50)
    n.f("Date: {d}   Time: {tt} ({dur} min)   Session {k} of {kk}\n", d=g.date(0, rng.choice(["weekday", "num", "text"])),
        tt=f"{a:02d}:00-{a:02d}:{dur:02d}", dur=str(dur), k=str(rng.randint(2, 7)), kk=str(rng.choice([8, 10, 12])))
    n.f("Therapist: {t}, {r}\n", t=g.doc(x.rehab, rng.choice(["full", "full_mi"])),
        r=rng.choice(["Hearing Therapist", "Speech-Language Pathologist", "Auditory Rehabilitation Audiologist", "LSLS Cert. AVT"]))
    n.f("Call: outbound to {ph}", ph=P(rng.choice([x.mobile, x.phone]), "PHONE"))
    if rng.random() < 0.75:
        n.f("; identity confirmed with DOB and enrolled voiceprint (ID {b})", b=P(f"VP-{world.digits(rng, 5)}", "BIOID"))
    else:
        n.f("; identity confirmed with DOB ({d}) and postcode {z}", d=g.dob(), z=P(x.addr.zip, "ZIP"))
    n.t(".\n")
    n.f("Device: {ear} CI, {sp} streaming via {acc}.\n\n", ear=x.ear, sp=g.model[1],
        acc=rng.choice(["Bluetooth direct", "Phone Clip+", "telecoil (T-mode)", "AudioLink"]))
    n.t("S: ")
    n.f("{who} reports {r}. ", who=g.ref(), r=rng.choice([
        "managing short calls with family but struggling with unfamiliar voices",
        "using the phone for the first time in 10 years", "fatigue after 20 min of listening",
        "difficulty with accents at the call centre", "better understanding on the left side since last remap"]))
    n.f("Practised this week with {his} {rel} {f}. ", his=g.his(), rel=x.rel, f=g.fam())
    if rng.random() < 0.45:
        hol = rng.choice(pools.HOLIDAYS[c])
        pre, hol = ("the ", hol[4:]) if hol.startswith("the ") else ("", hol)
        n.f("Found the family gathering at {pre}{h} exhausting - {n} people talking at once. ", pre=pre, h=P(hol, "DATE"),
            n=str(rng.randint(6, 20)))
    if rng.random() < 0.6:
        n.f("Has been calling {ph} to book repeat prescriptions at {phm} with some success.\n",
            ph=rng.choice(["the pharmacy", "the surgery"]),
            phm=g.H(rng.choice(["Larkspur Pharmacy", "Hazelmere Chemist", "Tansy Road Pharmacy", "Osprey Drug Mart", "Wren Street Dispensary"])))
    else:
        n.t("\n")
    n.t("\nO: Activities (via phone, no visual cues):\n")
    acts = [f"- Ling-6 detection/ID: {rng.randint(4, 6)}/6",
            f"- Closed-set spondees (12): {rng.randint(7, 12)}/12",
            f"- Minimal pairs (ship/chip/sip): {rng.randint(55, 95)}%",
            f"- Open-set CUNY-style sentences, known topic: {rng.randint(30, 90)}% key words",
            f"- Tracking (connected discourse): {rng.randint(15, 45)} wpm",
            "- Number repetition (phone numbers read by therapist, fictitious): 3/5",
            f"- Music: melody recognition {rng.randint(2, 8)}/10"]
    for a_ in rng.sample(acts, rng.randint(3, 5)):
        n.t(a_ + "\n")
    if rng.random() < 0.5:
        n.t("\nExcerpt:\n")
        n.f("  therapist: what did you do at the weekend?\n  client: we went to {place} to see {f}, it was {he} birthday\n",
            place=P(world.town(rng, c), "CITY"), f=P(world.Person(rng).first, "FAMILY"), he=rng.choice(["her", "his"]))
        n.f("  therapist: how old is {pr} now?\n  client: {a}, can you believe it\n", pr=rng.choice(["she", "he"]),
            a=P(str(rng.randint(4, 90)), "AGE"))
    n.t("\nA: " + rng.choice(["Steady progress; open-set phone understanding emerging.", "Plateau - consider remap before next session.",
                              "Good use of repair strategies (asking for rephrase/spelling).", "Fatigue limiting; shorter sessions recommended."]) + "\n")
    n.f("P: Homework - 3 x 10 min daily with {app}; practise calls to {f2}. ",
        app=rng.choice(["the LACE AI app", "Angel Sound", "the Bring Back the Beat app", "CLIX app lists"]), f2=g.fam(2))
    n.f("Next call {d} at {t}.", d=g.date(rng.randint(6, 15), rng.choice(["weekday", "dm"])), t=tm(rng))
    if rng.random() < 0.5:
        n.f(" Reminder text to {m}.", m=P(x.mobile, "PHONE"))
    n.t("\n")
    if rng.random() < 0.5:
        n.f("Session logged in tele-rehab portal ({u}) by {us}.\n", u=P(world.url(rng, x.ci.split()[0] + " rehab"), "URL"),
            us=P(world.username(rng, x.rehab, staff=True), "USERNAME"))
    n.put(world.footer(rng, x, x.rehab))
    return n


def annual_review(rng, x):
    n, g, c = Note(), G(rng, x), x.c
    n.f("{ci}\n", ci=g.H(x.ci))
    n.t(rng.choice(["ANNUAL REVIEW SUMMARY - ADULT COCHLEAR IMPLANT\n", "Annual CI Review\n", "YEARLY REVIEW: IMPLANT RECIPIENT\n"]))
    n.put(world.pt_block(rng, x, ["name", "dob", "mrn", "hp", "addr", "phone"] + (["ssn"] if c in ("US", "CA") and rng.random() < 0.5 else [])))
    n.f("Review date: {d}   Years since implant: {y}   Seen by: {a} ({r})\n", d=g.date(0), y=str(rng.randint(1, 12)),
        a=g.doc(x.aud1, rng.choice(["full", "init_last"])), r=rng.choice(["audiologist", "clinical scientist", "AuD"]))
    if rng.random() < 0.5:
        n.f("Check-in: self-service kiosk, palm-vein ID {b}.\n", b=P(f"PV{world.digits(rng, 6)}", "BIOID"))
    n.t("\nIMPLANT HISTORY\n")
    n.t("Ear | Device | Serial | Surgery | Surgeon\n")
    n.f("{e} | {m} | {sn} | {d} | {s}\n", e=x.ear.capitalize(), m=g.model[0], sn=P(x.imp_sn, "DEVICE"),
        d=g.date(-rng.randint(400, 4000), rng.choice(["num", "month"])), s=g.dr(x.dr_surgeon, True))
    if rng.random() < 0.3:
        m2 = rng.choice(CI_MODELS)
        n.f("{e} | {m} | {sn} | {d} | {s}\n", e=x.other.capitalize(), m=m2[0], sn=P(world.device_sn(rng, "implant"), "DEVICE"),
            d=g.date(-rng.randint(100, 399), "num"), s=g.dr(x.dr_reg, True))
    else:
        n.f("{e} | {ha} (HA) | {sn} | - | -\n", e=x.other.capitalize(), ha=g.ha, sn=P(x.aid_sn, "DEVICE"))
    n.f("Processor: {sp} SN {s}; warranty to {w}; upgrade eligible {u}.\n\n", sp=g.model[1], s=P(x.proc_sn, "DEVICE"),
        w=g.date(rng.randint(100, 900), "month"), u=g.date(rng.randint(300, 1500), "year"))
    n.t(f"DATALOGGING: average {rng.randint(6, 16)}.{rng.randint(0, 9)} h/day; speech-in-noise {rng.randint(5, 35)}%, quiet {rng.randint(20, 60)}%, "
        f"music {rng.randint(1, 10)}%; coil-offs {rng.randint(0, 40)}/day.\n")
    n.t("Wound / skin flap: " + rng.choice(["healthy", "mild erythema under magnet - magnet reduced to 2", "thin flap, monitor"]) + ". " + g.impedance() + "\n\n")
    n.t("AIDED THRESHOLDS: " + ", ".join(f"{f} {rng.randint(20, 40)}" for f in ["250", "500", "1k", "2k", "4k"]) + " dB HL (CI alone)\n")
    n.t("SPEECH PERCEPTION (trend)\n")
    yrs = sorted(rng.sample(range(1, 6), 3), reverse=True)
    for y in yrs:
        n.f("  {yr}: {s}\n", yr=g.year(y), s=g.speech(True, post=True))
    n.f("  {d}: {s}\n", d=g.date(0, "month"), s=g.speech(True, post=True))
    n.t("\nQuestionnaires: " + g.scores(2) + ".\n")
    n.f("Social: lives {w} in {city}. ", w=rng.choice(["alone", ["with ", P(x.fam.first, "FAMILY")], "with family"]), city=P(x.addr.city, "CITY"))
    if x.working:
        n.f("Working full-time as {j}.\n", j=g.ajob())
    else:
        n.f("Retired from work as a {j} in {yr}.\n", j=g.job(), yr=g.year(rng.randint(2, 20)))
    n.t("Health: " + rng.choice(["no new issues", "new AF on apixaban", "cataract surgery planned", "recent fall, no head injury"]) +
        ". Pneumococcal vaccination up to date. MRI: 1.5 T conditional with head wrap; MRI card re-issued.\n")
    n.t("\nISSUES\n")
    if rng.random() < 0.4:
        hol = rng.choice(pools.HOLIDAYS[c])
        pre, hol = ("the ", hol[4:]) if hol.startswith("the ") else ("", hol)
        n.f("- Processor fell off at the beach over {pre}{h}; retention line supplied\n", pre=pre, h=P(hol, "DATE"))
    for it in rng.sample(["Wants better music appreciation", "Phone use in car", "Asks about bilateral implantation",
                          "Spare processor battery worn", "Intermittent facial tingling at high volume", "Interested in water accessory"], 2):
        n.t(f"- {it}\n")
    n.f("\nPLAN\n- Remap: {m}\n- Next annual review {d}\n- Refer to {rh} for music rehabilitation\n",
        m=rng.choice(["not required", "minor C-level increase done today"]), d=g.date(rng.randint(330, 390), rng.choice(["month", "text"])),
        rh=g.doc(x.rehab, "full"))
    n.f("\nLetter copied to {gp} ({pr}), fax {fx}.\n", gp=g.dr(x.gp), pr=g.H(x.gp_prac), fx=P(x.gp_fax, "FAX"))
    n.put(world.footer(rng, x))
    return n


def referral(rng, x):
    n, g, c = Note(), G(rng, x), x.c
    n.f("{pr}\n", pr=g.H(x.gp_prac))
    n.put(x.gp_addr.frag(rng)).f("\nPh {p}  Fax {f}\n\n", p=P(x.gp_phone, "PHONE"), f=P(x.gp_fax, "FAX"))
    n.f("{d}\n\n", d=g.date(0, "text"))
    n.f("To: Adult Cochlear Implant Team\n{ci}\n", ci=g.H(x.ci))
    n.put(x.hosp_addr.frag(rng, lines=True)).t("\n\n")
    n.t(rng.choice(["REFERRAL FOR COCHLEAR IMPLANT ASSESSMENT\n", "Referral - adult hearing implant assessment\n", "Re: request for CI candidacy assessment\n"]))
    n.f("Patient: {p}   DOB: {d}   Sex: {s}\n", p=g.pt(rng.choice(["full", "full_mi", "LASTFIRST"])), d=g.dob(), s=x.pt.sex)
    n.f("Address: {a}\nPhone: {ph}   Email: {em}\n", a=x.addr.frag(rng), ph=P(x.phone, "PHONE"), em=P(x.email, "EMAIL"))
    n.f("{hl}: {hp}", hl=world.hp_label(c), hp=P(x.hp, "HEALTHPLAN"))
    if c in ("US", "CA") and rng.random() < 0.5:
        n.f("   {l}: {s}", l="SSN" if c == "US" else "SIN", s=P(x.ssn, "SSN"))
    n.t("\n")
    n.f("Next of kin: {f} ({r}) {ph}\n", f=g.fam(1, "full"), r=x.rel, ph=P(x.fam_phone, "PHONE"))
    n.f("Interpreter: {i}\n\n", i=rng.choice(["not required", "required (Polish)", "required (Samoan)", "NZSL interpreter requested" if c == "NZ" else "ASL interpreter requested" if c in ("US", "CA") else "BSL interpreter requested" if c == "UK" else "Auslan interpreter requested"]))
    n.f("Dear Colleagues,\n\nI would be grateful if you would assess {who}, {age}, for cochlear implantation. ",
        who=g.ref(), age=g.age())
    n.f("{He} has had progressive bilateral hearing loss for about {y} years and has been under {hac} since {yr}. ",
        He=g.he().capitalize(), y=str(rng.randint(5, 30)), hac=g.H(x.ha_clinic), yr=g.year(rng.randint(2, 15)))
    n.f("Despite new high-power aids in {d}, {he} now struggles in all conversations and has become socially withdrawn; "
        "{his} {rel} {f} reports the television is at maximum volume.\n\n", d=g.date(-rng.randint(90, 400), "month"), he=g.he(),
        his=g.his(), rel=x.rel, f=g.fam())
    n.t("Most recent audiogram (enclosed): PTA R " + str(rng.randint(75, 110)) + " dB HL, L " + str(rng.randint(75, 110)) +
        " dB HL; word recognition " + str(rng.randint(4, 40)) + "% best ear.\n\n")
    n.t("PMH:\n")
    pmh = ["Type 2 diabetes (HbA1c 54 mmol/mol)", "Hypertension", "Hypothyroidism", "Osteoarthritis knees",
           "Previous L mastoidectomy (childhood)", "Depression - stable on sertraline", ["Meniere's disease, diagnosed ", g.year(rng.randint(3, 20))],
           "Atrial fibrillation", "Glaucoma", "CKD stage 3a (eGFR 52)", ["TIA ", g.date(-rng.randint(300, 2000), "month"), ", no residual deficit"],
           "Hip replacement (R)", "BPPV, treated with Epley manoeuvre"]
    for pm in rng.sample(pmh, 4):
        n.put(["- ", pm, "\n"])
    n.t("Medications: " + "; ".join(g.meds(rng.randint(2, 4))) + "\nAllergies: " +
        rng.choice(["NKDA", "penicillin (rash)", "latex", "chlorhexidine"]) + "\n\n")
    n.f("Social: {j}. ", j=["Works as ", g.job()] if x.working else ["Retired ", g.job()])
    n.f("Lives in {city}; {dr}.\n", city=P(x.addr.city, "CITY"),
        dr=rng.choice(["drives", "no longer drives", "relies on family for transport"]))
    if x.working and rng.random() < 0.5:
        n.f("Employer ({e}) is aware and supportive.\n", e=g.O(x.employer))
    n.f("\nYours faithfully,\n\n{gp}\n", gp=[g.doc(x.gp, rng.choice(["full", "full_mi"]))])
    lab = {"UK": "GMC No", "US": "NPI", "AU": "Provider No", "CA": "CPSO", "NZ": "MCNZ"}[c]
    val = {"UK": "7" + world.digits(rng, 6), "US": "1" + world.digits(rng, 9), "AU": world.digits(rng, 6) + rng.choice("ABCDEFGHJK") + rng.choice("ABCDEFGHJKLTWXY"),
           "CA": world.digits(rng, 5), "NZ": world.digits(rng, 5)}[c]
    n.f("{r}  {lab} {v}\n", r=rng.choice(["General Practitioner", "Family Physician", "GP Partner"]), lab=lab, v=P(val, "LICENSE"))
    if rng.random() < 0.5:
        n.f("Referral ID {r}\n", r=P(world.idnum(rng, "ubrn" if c == "UK" else "order"), "IDNUM"))
    return n


def discharge(rng, x):
    n, g, c = Note(), G(rng, x), x.c
    n.f("{h}\n", h=g.H(x.hosp))
    n.t(rng.choice(["DISCHARGE SUMMARY\n", "Inpatient Discharge Summary - ENT\n", "Discharge Letter (Day-case / Overnight)\n"]))
    n.put(world.pt_block(rng, x, ["name", "dob", "mrn", "hp"] + (["acct"] if rng.random() < 0.5 else [])
                         + (["ssn"] if c == "US" and rng.random() < 0.5 else [])))
    n.f("Ward: {w}   Bed: {b}\n", w=g.H(x.ward), b=g.L(x.bed))
    n.f("Admitted: {a}   Discharged: {d}\n", a=g.date(-1, "num"), d=g.date(rng.randint(0, 2), "num"))
    n.f("Consultant: {s}   Discharging doctor: {r} (pager {pg})\n", s=g.dr(x.dr_surgeon, True), r=g.doc(x.dr_reg, rng.choice(["full", "init_last"])),
        pg=P(world.pager(rng, c), "PHONE"))
    n.f("GP: {gp}, {pr}\n\n", gp=g.dr(x.gp), pr=g.H(x.gp_prac))
    n.f("Procedure: {e} cochlear implant ({m}, SN {sn}) on {d} - uncomplicated.\n", e=x.ear.capitalize(), m=g.model[0],
        sn=P(x.imp_sn, "DEVICE"), d=g.date(0, rng.choice(["text", "num"])))
    n.f("Diagnosis: {et}.\n\n", et=g.etiology())
    n.t("Inpatient course:\n")
    n.t(f"POD 0: nausea x1 treated with ondansetron 4 mg IV. {g.vitals()}.\n")
    n.t("POD 1: " + rng.choice(["mild imbalance, mobilising with physio", "no vertigo", "transient dysgeusia reported"]) +
        "; facial nerve HB I; dressing removed, wound clean. " + g.vitals() + ".\n")
    n.t("Post-op X-ray: electrode in satisfactory position.\n\n")
    n.t("Discharge medication:\n")
    for m in g.meds(rng.randint(2, 3), "periop") + g.meds(rng.randint(0, 2)):
        n.t(f"- {m}\n")
    n.t("\nAdvice: keep wound dry 7 days; no flying or heavy lifting 2 weeks; no contact sport 6 weeks; "
        "seek help for fever, wound discharge, facial weakness or severe vertigo.\n")
    n.f("Follow-up: wound check with practice nurse {pn} on {d}; switch-on {so} at {ci}.\n",
        pn=g.doc(x.nurse, rng.choice(["full", "first"])), d=g.date(rng.randint(7, 10), rng.choice(["dm", "weekday"])),
        so=g.date(rng.randint(14, 30), rng.choice(["text", "weekday"])), ci=g.H(x.ci))
    if rng.random() < 0.6:
        n.f("Transport: {t}, vehicle {v}, booking ref {r}.\n",
            t=rng.choice(["patient transport service", "community volunteer car", "hospital shuttle"]),
            v=P(world.vehicle(rng, c), "VEHICLE"), r=P(world.idnum(rng, "ref"), "IDNUM"))
    else:
        n.f("Transport: collected by {rel} {f} (mobile {m}), car reg {v}.\n", rel=x.rel, f=g.fam(), m=P(x.fam_phone, "PHONE"),
            v=P(world.vehicle(rng, c), "VEHICLE"))
    n.f("\nWard contact: {ph}\n", ph=g.new_phone(extn=rng.random() < 0.6))
    n.put(world.footer(rng, x, x.dr_reg))
    return n


def mdt(rng, x):
    n, g, c = Note(), G(rng, x), x.c
    n.t(rng.choice(["ADULT COCHLEAR IMPLANT MDT - MINUTES\n", "CI Multidisciplinary Team Meeting\n", "Hearing Implant MDM: Outcome Record\n"]))
    n.f("{ci}\n", ci=g.H(x.ci))
    n.f("Date: {d}   Time: {t}   Venue: {v}, {b}\n", d=g.date(0, rng.choice(["weekday", "text"])), t=tm(rng),
        v=[rng.choice(["Seminar Room ", "Room ", "Meeting Room ", "Teaching Room "]), g.L(rng.choice([x.room, str(rng.randint(1, 9)), rng.choice("ABCD")]))],
        b=g.L(x.building))
    staff = [(x.dr_surgeon, "ENT surgeon, chair"), (x.dr_reg, "ENT fellow"), (x.aud1, "CI audiologist"), (x.aud2, "audiologist"),
             (x.rehab, "hearing therapist"), (x.psych, "psychologist"), (x.nurse, "CI nurse specialist"), (x.sec, "MDT coordinator, minutes")]
    n.t("Present: ")
    pres = rng.sample(staff, rng.randint(5, 8))
    n.put(join([[g.doc(p, rng.choice(["full", "init_last", "full"])), f" ({r})"] for p, r in pres], "; "))
    n.t("\n")
    n.f("Apologies: {a}\n\n", a=[g.doc(world.Person(rng), "full")])
    k = rng.randint(3, 5)
    initials = [p.form(rng, "initials").replace(".", "") for p, _ in pres]
    for i in range(k):
        if i == 0:
            pt, age, mr, sex = x.pt, x.age, x.mrn, x.pt.sex
        else:
            pt = world.Person(rng)
            age, mr, sex = rng.randint(19, 93), world.mrn(rng, c), pt.sex
        n.f("{i}. {p} ", i=str(i + 1), p=P(pt.form(rng, rng.choice(["full", "LASTFIRST", "lastfirst"])), "PATIENT"))
        n.f("({m}), ", m=P(mr, "MRN"))
        n.put(age_phrase(rng, age, sex))
        if rng.random() < 0.4:
            n.f(", from {t}", t=P(world.town(rng, c), "CITY"))
        n.t("\n")
        n.t("   Summary: " + rng.choice(["bilateral profound SNHL; aided BKB 12%", "asymmetric loss, SSD R with tinnitus",
                                          "poor performer with existing CI - ?partial extrusion on CT",
                                          "ossified cochlea post-meningitis", "elderly, mild cognitive impairment (MoCA 23)",
                                          "candidate for bilateral (second side)", "Meniere's, end-stage, vertigo controlled"]) + ".\n")
        if rng.random() < 0.5:
            n.f("   Referred by {d} ({h}) on {dt}.\n", d=g.dr(world.Person(rng)), h=g.H(world.hospital(rng, c)),
                dt=P(world.fmt_date(rng, world.shift(x.visit, -rng.randint(40, 200)), c, rng.choice(["num", "text"])), "DATE"))
        n.t("   Outcome: " + rng.choice(["proceed to CI, " + rng.choice(["right", "left"]) + " ear", "further imaging (MRI 3T, CISS sequence)",
                                          "not a candidate currently - optimise hearing aids, review 12 months",
                                          "revision surgery; device to manufacturer for analysis", "psychology review before decision",
                                          "list for surgery; consent clinic"]) + ".\n")
        n.f("   Action: {who} to {what}", who=P(rng.choice(initials), "DOCTOR"),
            what=rng.choice(["write to GP", "book surgery date", "arrange vestibular tests", "send CT to radiology", "counsel re device choice"]))
        if rng.random() < 0.4:
            n.f(" by {d}", d=P(world.fmt_date(rng, world.shift(x.visit, rng.randint(5, 30)), c, "dm"), "DATE"))
        n.t(".\n\n")
    n.f("Next MDT: {d}. Minutes circulated to {em}.\n", d=g.date(rng.choice([14, 28, 21]), rng.choice(["weekday", "text"])),
        em=P(x.ci_email, "EMAIL"))
    n.f("Minutes by {s}\n", s=g.doc(x.sec, rng.choice(["full", "init_last", "initials"])))
    return n


GENRES = [("telephone rehabilitation session note", phone_rehab), ("annual review summary", annual_review),
          ("referral letter", referral), ("post-implant discharge summary", discharge), ("MDT meeting minutes", mdt)]
