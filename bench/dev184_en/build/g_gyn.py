"""Gynecology genres: colposcopy/LEEP note, clinic schedule, patient portal message thread."""
from phi import NB, D, fdate, add_days, hhmm, ampm, make_ctx, dob_age, addr_block, person, phone, ext, email, \
    accession, device_sn, digits, letters, mrn, healthplan, plate, vin, ipaddr, url, CREDS, prel, art, fam_rel
import pools as P

PAPS = ["ASC-US, HPV other HR +", "LSIL", "HSIL", "ASC-H", "AGC-NOS", "NILM, HPV 16 + (persistent x2)",
        "LSIL, HPV 18 +", "HSIL, cannot exclude AIS"]
PATH_LABS = ["Sterling Path Labs", "Bayside Cytology Services", "Quillon Reference Labs"]
FOLLOW = [(14, "for results review"), (21, "for results review"), (182, "w/ cotest"), (365, "for cotest at 1 yr")]


def colpo(rng):
    c = make_ctx(rng, age_lo=21, age_hi=52)
    nb = NB()
    ds = c.ds
    doc, ma, res = c.docs[0], c.docs[1], c.docs[2]
    leep = rng.random() < 0.45
    nb.f("{cl}\n", cl=(c.clinic if rng.random() < 0.7 else c.hosp, "HOSPITAL"))
    nb.t("PROCEDURE NOTE: %s\n\n" % ("LOOP ELECTROSURGICAL EXCISION PROCEDURE (LEEP)" if leep else
                                     "COLPOSCOPY WITH DIRECTED BIOPSIES AND ECC"))
    nb.f("Patient: {n}   ", n=(c.pt.name(rng.choice(["fl", "LF", "fml"])), "PATIENT"))
    dob_age(c, nb, ds, "DOB ", "   Age {a}")
    nb.f("   MRN {m}\n", m=(c.mrn, "MRN"))
    nb.f("Date: {d}   Location: procedure rm {r}, {b}\n", d=D(c.visit, ds), r=(str(rng.randint(1, 9)), "LOCATION_OTHER"),
         b=(rng.choice(P.BUILDINGS), "LOCATION_OTHER"))
    nb.f("Surgeon: {d}, MD   Assist: {m}, {cr}", d=(doc.name("fl"), "DOCTOR"), m=(ma.name(rng.choice(["fl", "fi"])), "DOCTOR"),
         cr=rng.choice(CREDS["ma"]))
    if rng.random() < 0.5:
        nb.f("   Resident: {r}, MD (PGY-{y})", r=(res.name("fl"), "DOCTOR"), y=str(rng.randint(1, 4)))
    nb.t("\n\n")
    pap_d = add_days(c.visit, -rng.randint(20, 90))
    nb.f("INDICATION: {p} on cotest {pd} (accession {a}). ", p=rng.choice(PAPS), pd=D(pap_d, ds),
         a=(accession(rng, "CY", pap_d.year), "IDNUM"))
    if leep:
        nb.f("Colpo bx {cd} showed {x}.", cd=D(add_days(pap_d, rng.randint(14, 40)), rng.choice(["md", ds])),
             x=rng.choice(["CIN 3", "CIN 2-3, p16+", "CIN 2, ECC w/ HSIL", "HSIL/CIN 2"]))
    else:
        nb.f("Prior colpo {y} - {x}.", y=(str(c.visit.year - rng.randint(2, 8)), "DATE"), x=rng.choice(["CIN 1", "neg", "not done"]))
    g = rng.randint(0, 4)
    nb.f("\nLMP {l}. UPT {u}. {gp}. Contraception: {cc}. ", l=D(add_days(c.visit, -rng.randint(4, 26)), rng.choice(["md", ds])),
         u=rng.choice(["neg", "neg", "neg", "n/a (s/p BTL)"]), gp="G%dP%d" % (g, rng.randint(0, g)),
         cc=rng.choice(["OCP", "Mirena", "condoms", "none", "vasectomy", "Nexplanon"]))
    nb.t("Smoker: %s.\n" % rng.choice(["yes 1/2 ppd", "no", "former", "no", "vapes"]))
    nb.t("CONSENT: R/B/A reviewed incl bleeding, infection, cervical stenosis%s. Signed.\n" % (", preterm birth risk" if leep else ""))
    nb.t("TIME OUT: %s, all in agreement.\n\n" % hhmm(rng, 8, 16))
    nb.t("PROCEDURE: Graves speculum placed. ")
    if leep:
        nb.t("Paracervical block 1%% lidocaine w/ epi, %d mL. " % rng.choice([8, 10, 12]))
        nb.f("ESU {m} SN {sn}, return pad R thigh. ", m=rng.choice(["Bovie Aaron 1250", "CooperSurgical LEEP System 1000", "Valleylab FX8"]),
             sn=(device_sn(rng), "DEVICE"))
        nb.t("Acetic acid then Lugol's to define lesion. %s loop, %dW blend. Single pass %s. %s. " % (
            rng.choice(["20x8 mm", "15x8 mm", "20x12 mm"]), rng.choice([35, 40, 45]),
            rng.choice(["ant-to-post", "left-to-right"]), rng.choice(["Top hat 10x10 mm", "No top hat", "ECC after excision"])))
        nb.t("Ball cautery %dW coag to base, Monsel's applied. EBL %d mL. Specimen oriented, stitch at 12 o'clock.\n" % (
            rng.choice([40, 50, 60]), rng.randint(2, 15)))
    else:
        sites = rng.choice([["12"], ["11", "1"], ["3", "9"], ["6"], ["12", "3"], ["2", "4", "11"]])
        nb.t("3-5%% acetic acid applied. SCJ %s, TZ type %d. %s at %s o'clock. Lugol's: %s. Swede score %d.\n" % (
            rng.choice(["fully seen", "partially seen", "seen"]), rng.randint(1, 3),
            rng.choice(["Dense acetowhite w/ coarse punctation", "Thin acetowhite, fine mosaic", "Acetowhite w/ atypical vessels",
                        "Minimal acetowhite change"]),
            " and ".join(sites), rng.choice(["non-staining", "partial uptake", "iodine negative"]), rng.randint(2, 9)))
        nb.t("Bx x%d (%s). ECC %s. Monsel's for hemostasis. Tolerated well.\n" % (
            len(sites), ", ".join(sites), rng.choice(["done", "done", "not done - TZ fully visualized"])))
    lab = (rng.choice(PATH_LABS), "ORGANIZATION") if rng.random() < 0.6 else [(c.hosp, "HOSPITAL"), " pathology"]
    nb.f("\nPATHOLOGY: sent to {lab}, accession {a}.\n", lab=lab, a=(accession(rng, rng.choice(["S", "GYN", "SP"]), c.visit.year), "IDNUM"))
    nb.t("POST-OP: Nothing per vagina x%d wk. Expect dark discharge. Call for heavy bleeding/fever.\n" % (4 if leep else 1))
    nb.f("Results to pt via {x} ", x=rng.choice(["portal", "phone", "letter"]))
    nb.f("({p}); ok to leave VM. ", p=(c.pt_phone, "PHONE"))
    days, why = rng.choice(FOLLOW)
    nb.f("F/u {d} {w}.\n\n", d=D(add_days(c.visit, days), rng.choice([ds, "my", "md"]) if days > 100 else rng.choice([ds, "md", "wd_md"])),
         w=why)
    nb.f("{d}, MD\n", d=(doc.name(rng.choice(["fl", "fml"])), "DOCTOR"))
    if rng.random() < 0.5:
        nb.f("Attestation: I was present for the key portions. {d} {dt}\n", d=(doc.name("INI"), "DOCTOR"), dt=D(c.visit, "mdy"))
    return nb, "colposcopy_leep_note"


VISITS = ["Annual + pap", "New GYN - AUB", "Colpo", "IUD insertion", "IUD removal", "Nexplanon insert", "Post-op 2 wk",
          "Endometrial bx", "Pelvic pain", "Contraception consult", "Vulvar lesion", "Fibroids consult", "BV/yeast recurrent",
          "PCOS f/u", "Breast lump", "Depo shot", "STI screening", "Telehealth - results", "Preconception counseling"]
VISITS_OLD = ["Annual + pap", "Pessary check", "Post-op 2 wk", "Endometrial bx", "PMB - US f/u", "Menopause f/u",
              "Vulvar lesion", "HRT refill (video)", "Prolapse eval", "Breast lump", "Telehealth - results", "OAB/incontinence",
              "Lichen sclerosus f/u", "Annual (no pap, >65)"]
NOTES = ["", "", "", "Spanish interp", "Interp: {lang}", "VIDEO", "new pt - forms", "needs UPT", "chaperone", "late x2 - ok",
         "call back {ph}", "{frel} {fam} to drive", "valet plate {pl}", "ins: {ins} - verify {hp}", "self-pay", "w/c access",
         "{prel} {pfam} to join", "ref by Dr. {ref}", "parking voucher - plate {pl}", "acct {acct} on hold"]


def schedule(rng):
    c = make_ctx(rng)
    nb = NB()
    day = c.visit
    while day.weekday() > 4:
        day = add_days(day, 1)
    doc1, doc2, clerk = c.docs[0], c.docs[1], c.docs[2]
    nb.f("{cl} - GYN CLINIC SCHEDULE\n", cl=(c.clinic, "HOSPITAL"))
    if rng.random() < 0.6:
        addr_block(nb, c.site_addr, c.site_loc, sep=", ")
        nb.f(", {fl}\n", fl=rng.choice(["2nd floor", "Suite 300", "Bldg C"]))
    nb.f("{d}    AM: Dr. {a}   PM: {b}, {cr}\n", d=D(day, rng.choice(["wd_long", "wd_mdy"])), a=(doc1.name("l"), "DOCTOR"),
         b=(doc2.name("fl"), "DOCTOR"), cr=rng.choice(["NP", "WHNP-BC", "CNM", "PA-C", "MD"]))
    nb.f("Printed {t} by {u}\n\n", t=hhmm(rng, 6, 7), u=(clerk.user(rng), "USERNAME"))
    ds = rng.choice(["mdy", "mdy_nz", "mdy"])
    nb.t("TIME   PATIENT                    DOB         AGE  MRN         VISIT                    RM  NOTES\n")
    nb.t("-" * 100 + "\n")
    t = 8 * 60
    nrows = rng.randint(10, 17)
    used = []
    for i in range(nrows):
        if i == nrows // 2:
            nb.t("12:00  ----- LUNCH / PROVIDER ADMIN -----\n")
            t = 13 * 60
        pp = person(rng, "F", used)
        age = rng.randint(16, 84)
        dob = add_days(day, -(age * 365 + rng.randint(5, 350)))
        nm = pp.name(rng.choice(["LF", "LF", "lf", "LFM"]))
        nb.t("%02d:%02d  " % divmod(t, 60))
        nb.p(nm, "PATIENT")
        nb.t(" " * max(1, 27 - len(nm)))
        nb.p(fdate(dob, ds), "DATE")
        nb.t(" " * max(1, 12 - len(fdate(dob, ds))))
        nb.p(str(age), "AGE")
        nb.t(" " * (5 - len(str(age))))
        m = mrn(rng)
        nb.p(m, "MRN")
        nb.t(" " * max(1, 12 - len(m)))
        vt = rng.choice(VISITS_OLD if age >= 50 else VISITS)
        nb.t("%-24s " % vt)
        rm = str(rng.randint(1, 12))
        nb.p(rm, "LOCATION_OTHER")
        note = rng.choice(NOTES)
        if note:
            nb.t(" " * (4 - len(rm)))
        if "{" in note:
            fr, fs = fam_rel(rng)
            pps = rng.choice("MMMF")
            nb.f(note, lang=rng.choice(P.LANGS), ph=(phone(rng), "PHONE"), frel=fr,
                 fam=(person(rng, fs).name(rng.choice(["f", "fl"])), "FAMILY"),
                 prel="pt's " + rng.choice(["husband", "partner"] if pps == "M" else ["wife", "partner"]),
                 pfam=(person(rng, pps).name(rng.choice(["f", "fl"])), "FAMILY"),
                 pl=(plate(rng), "VEHICLE"), ins=(rng.choice(P.INSURERS), "ORGANIZATION"), hp=(healthplan(rng), "HEALTHPLAN"),
                 ref=(person(rng, "F").name("l"), "DOCTOR"), acct=(digits(rng, 4) + "-" + digits(rng, 4), "ACCOUNT"))
        else:
            nb.t(note)
        nb.t("\n")
        t += rng.choice([15, 15, 20, 30, 30, 40])
    nb.t("-" * 100 + "\n")
    nb.t("Total: %d   New: %d   Telehealth links sent: %d\n" % (nrows, rng.randint(1, 4), rng.randint(0, 3)))
    if rng.random() < 0.6:
        nb.f("Video visit link: {u}\n", u=(url(rng, "telehealth/room/" + letters(rng, 6).lower()), "URL"))
    if rng.random() < 0.5:
        nb.f("Valet: {c} w/ VIN {v} left overnight in garage level 2 - security notified, owner pt {n}.\n",
             c=rng.choice(["gray Honda CR-V", "white Ford Transit", "blue Kia Soul", "red Toyota Corolla"]), v=(vin(rng), "VEHICLE"),
             n=(person(rng, "F").name("fl"), "PATIENT"))
    nb.f("Front desk: {a} / {b}   ext {x}\n", a=(clerk.name("f"), "DOCTOR"), b=(c.docs[3].name("f"), "DOCTOR"), x=(digits(rng, 4), "PHONE"))
    nb.t("CONFIDENTIAL - contains PHI. Shred after use.\n")
    return nb, "gyn_clinic_schedule"


# Portal scenarios: (kind, subject, pool, [(sender, text), ...]); sender P = patient, N = nurse
SCEN = [
    ("ob", "spotting at {ga} wks??", "OB Nurse Triage", [
        ("P", "hi, i had some light pink spotting this morning after we had sex last night. no cramping, baby moving. is this normal? "
              "{fam} wants me to go to triage but i dont want to overreact lol"),
        ("N", "Hi {pt}, light spotting after intercourse can be normal in pregnancy because the cervix is more sensitive. Please go to "
              "{hosp} L&D triage if bleeding becomes like a period, you have cramping, or fewer movements. Nurse line {ph}. - {rn}, RN"),
        ("P", "ok thank you so much!! it stopped already")]),
    ("ob", "need a work note", "OB Nurse Triage", [
        ("P", "Hello - I am {ga} weeks and my employer ({org}) needs a note that I can't lift more than 20 lbs. I work as {a_prof} {prof}. "
              "Can someone fax it to {fx}? thank you!!"),
        ("N", "Good morning {pt}. Dr. {doc} signed the lifting restriction letter and it was faxed to {fx} today. A copy is under "
              "Letters in the portal. {rn}, RN"),
        ("P", "Thank you. HR says they got it")]),
    ("ob", "can I fly to {co} at {ga} weeks", "OB Nurse Triage", [
        ("P", "hey so we are planning to go see my grandma in {co} on {d1}, i will be {ga} weeks. is that ok? do i need anything from you"),
        ("N", "Hi {pt}, I reviewed with Dr. {doc}. Travel is generally okay before 36 weeks, but please review the CDC travel advice "
              "for {co} first. Bring a copy of your prenatal record; you can print it at {url}. {rn}, {cr}"),
        ("P", "thanks. one more q - can {fam} come to the appt with me on {d2}?"),
        ("N", "Yes, one support person is welcome. - {rn}")]),
    ("ob", "refill request - prenatal vitamins", "OB Clinical", [
        ("P", "I ran out of my prenatal vitamins, can you send to {pharm} instead of the old pharmacy? my number is {ph2}"),
        ("N", "Done - sent to {pharm} today, ready after 4 PM. {rn}, RN")]),
    ("fert", "lump at injection site", "REI Nurses", [
        ("P", "I have a hard lump where i did my PIO injection last night (left hip) and its red. my {rel} {fam} did the shot. "
              "should we switch sides? also my beta is on {d1} right?"),
        ("N", "Hi {pt}, warm compresses and massaging the area after each injection helps; please alternate hips. If it becomes hot, "
              "very painful or you have fever call {ph}. Yes, your beta is {d1} at 7:30 AM. {rn}, RN"),
        ("P", "ok thank you!")]),
    ("fert", "IUI timing - positive OPK", "REI Nurses", [
        ("P", "Positive OPK this morning at 7am!! cycle day 13. when should I come in for the IUI? {fam} can drop off the sample at 8"),
        ("N", "Congrats on the surge! Your IUI is scheduled for {d2} at 11:00. Sample drop-off at the andrology window 9:30-10:00 - "
              "{fam} must bring photo ID. {rn}, RN"),
        ("P", "perfect thank you")]),
    ("fert", "BETA result?", "REI Nurses", [
        ("P", "Hi, just checking if my beta from {d0} came back. I'm so anxious. You can call me at {ph2} anytime after 3."),
        ("N", "Hi {pt}, Dr. {doc} will call you this afternoon with the result. - {rn}"),
        ("P", "dr called!! thank you all so much. {fam} is crying lol")]),
    ("fert", "Menopur on hold", "REI Financial", [
        ("P", "Hi - the specialty pharmacy says my Menopur order is on hold bc of insurance ({ins}). can you help? member id {hp}"),
        ("N", "Hi {pt}, our financial coordinator {fc} is submitting the prior auth today. You can reach her at {ph}. {rn}, RN"),
        ("P", "ok, my stim start is {d1} so hopefully it comes through")]),
    ("gyn", "results from my biopsy", "GYN Clinical", [
        ("P", "Hi Dr. {doc}, I saw my biopsy result posted on the portal but I dont understand what CIN 2 means. is it cancer??"),
        ("N", "{pt}, CIN 2 is a precancerous change, not cancer. Dr. {doc} recommends a LEEP procedure. Scheduling will call you "
              "from {ph} to set it up. {rn}, RN"),
        ("P", "ok. will do. sorry for all the messages")]),
    ("gyn", "pain after IUD insertion", "GYN Clinical", [
        ("P", "still cramping a lot 3 days after IUD placement, ibuprofen helps a little. is it possible it moved? im {a_prof} {prof} "
              "and on my feet all day"),
        ("N", "Cramping for a few days is common. If you can't feel the strings, or pain is severe or with fever, we'd like to see "
              "you - appt available {d2} at 2:40 PM. {rn}, RN"),
        ("P", "ok i'll take the appt")]),
    ("gyn", "bleeding after LEEP", "GYN Clinical", [
        ("P", "Having bleeding like a period 9 days after my LEEP, soaking a pad every 3 hours. is this normal? my mom {mom} says go to ER"),
        ("N", "{pt}, that is more than expected. Please come in today for evaluation or go to {hosp} ED if heavier. Call {ph} "
              "when you are on your way. {rn}"),
        ("P", "it got worse, going to {hosp} now. {mom} is driving")]),
    ("gyn", "abnormal pap again", "GYN Clinical", [
        ("P", "my pap results came back abnormal again, i had a colpo in {y}. do i need another one?"),
        ("N", "Hi {pt}, yes - Dr. {doc} recommends repeat colposcopy. Please schedule at {url} or call {ph}. {rn}, RN")]),
]


def portal(rng):
    c = make_ctx(rng, age_lo=20, age_hi=44)
    nb = NB()
    doc, rn, fc = c.docs[0], c.docs[1], c.docs[2]
    kind, subj, pool, msgs = rng.choice(SCEN)
    user = c.pt.user(rng)
    ga = str(rng.randint(8, 33))
    site = c.fert if kind == "fert" else c.clinic
    d = c.visit
    co = (rng.choice(P.ZIKA_COUNTRIES), "COUNTRY")
    F = dict(fam=(c.partner.name(rng.choice(["f", "f", "fl"])), "FAMILY"), rel=prel(c.partner, rng), ga=ga,
             org=(c.employer, "ORGANIZATION"), a_prof=art(c.prof), prof=(c.prof, "PROFESSION"), fx=(phone(rng), "FAX"), co=co,
             d0=D(add_days(d, -rng.randint(1, 3)), rng.choice(["md", "wd"])),
             d1=D(add_days(d, rng.randint(3, 40)), rng.choice(["md", "md_long", "wd_md"])), ph=(phone(rng, c.area), "PHONE"),
             ph2=(c.pt_phone, "PHONE"), pharm=(c.pharm, "HOSPITAL"), ins=(c.insurer, "ORGANIZATION"), hp=(c.member, "HEALTHPLAN"),
             doc=(doc.name("l"), "DOCTOR"), y=(str(d.year - rng.randint(1, 5)), "DATE"), pt=(c.pt.name("f"), "PATIENT"),
             rn=(rn.name("f"), "DOCTOR"), hosp=(c.hosp, "HOSPITAL"), d2=D(add_days(d, rng.randint(1, 6)), rng.choice(["wd", "wd_md", "md"])),
             url=(url(rng), "URL"), cr=rng.choice(CREDS["rn"]), fc=(fc.name("fl"), "DOCTOR"), mom=(c.mother.name("f"), "FAMILY"))
    style = rng.randrange(3)
    nb.f("{s} Patient Portal - Message Thread #{th}\n", s=(site, "HOSPITAL"), th=(digits(rng, 9), "IDNUM"))
    sp = subj.replace("{", "}").split("}")
    nb.t("Subject: ")
    for i, x in enumerate(sp):
        nb.put(F[x] if i % 2 else x)
    nb.t("\n")
    nb.f("Patient: {n}  MRN {m}  Portal user: {u}\n", n=(c.pt.name(rng.choice(["fl", "LF"])), "PATIENT"), m=(c.mrn, "MRN"),
         u=(user, "USERNAME"))
    nb.t("Pool: %s\n\n" % pool)
    pt_style = rng.choice(["fl", "f", "fi"])
    ts_style = rng.choice(["mdy", "mdy_nz", "abbr", "wd_mdy"])
    mins = rng.randint(6 * 60, 22 * 60)
    for sender, body in msgs:
        day = add_days(d, mins // 1440)
        tm = mins % 1440
        tstr = "%d:%02d %s" % ((tm // 60) % 12 or 12, tm % 60, "AM" if tm < 720 else "PM")
        if sender == "P":
            who = [(c.pt.name(pt_style), "PATIENT"), " (", (user, "USERNAME"), ")"]
        else:
            who = [(rn.name(rng.choice(["fl", "fi"])), "DOCTOR"), rng.choice([", RN", ", RN", " RN", ", RN, BSN"])]
        if style == 0:
            nb.f("From: {w}\nSent: {d} {t}\n", w=who, d=D(day, ts_style), t=tstr)
        elif style == 1:
            nb.f("[{d} {t}] {w}:\n", d=D(day, ts_style), t=tstr, w=who)
        else:
            nb.f("---- {w} wrote on {d} at {t} ----\n", w=who, d=D(day, ts_style), t=tstr)
        nb.f(body + "\n\n", **F)
        mins += rng.choice([12, 35, 50, 90, 180, 400, 900])
    nb.t("-- Access log --\n")
    for j in range(rng.randint(1, 3)):
        nb.f("{d} {t}  login {u} from {ip} ({dev})\n", d=D(add_days(c.visit, j), "iso"), t=hhmm(rng, 0, 23),
             u=(user, "USERNAME"), ip=(ipaddr(rng), "IPADDR"), dev=rng.choice(["iOS app", "Chrome/Windows", "Android app", "Safari"]))
    if rng.random() < 0.5:
        if rng.random() < 0.7:
            nb.f("Proxy access: {p} ({rel}), user {u}\n", p=(c.partner.name("fl"), "FAMILY"), rel=rng.choice(["spouse", "partner"]),
                 u=(c.partner.user(rng), "USERNAME"))
        else:
            nb.f("Proxy access: {p} (mother), user {u}\n", p=(c.mother.name("fl"), "FAMILY"), u=(c.mother.user(rng), "USERNAME"))
    return nb, "patient_portal_thread"
