"""Genres: telephone advice line log; GP discharge letter; histology (POC) report;
ED-to-early-pregnancy e-referral (own)."""
from common import pick, patient_block, sign, letterhead, time_, gest_str, obs, id_line, PUBLIC_REFS
from loc import dg, lt
import nb

EMERG = {"UK": "999", "IE": "112 / 999", "AU": "000", "NZ": "111", "CA": "911", "US": "911"}
NONURG = {"UK": "NHS 111", "IE": "your GP out-of-hours service", "AU": "the after-hours GP line",
          "NZ": "your GP after-hours line", "CA": "Telehealth / 811", "US": "the nurse advice line"}
REASONS = [
    ("bleeding", "bright red PV bleeding since this morning, 2 pads in 3 h, mild cramps"),
    ("pain", "L sided pain on and off, no bleeding, no shoulder tip pain"),
    ("hg", "vomiting 10-12 times/day, unable to keep fluids down for 24 h, PUQE 13"),
    ("result", "asking for hCG result from %s"),
    ("mtx", "day 5 post methotrexate, abdominal pain worse today"),
    ("post", "bleeding 2 weeks after medical management, passing clots"),
    ("anx", "anxious, previous missed miscarriage, requests early reassurance scan"),
]


GP_DX = [
    ("Complete miscarriage", "vaginal bleeding and cramping",
     ["Ultrasound showed an empty uterus with a thin endometrium; serum hCG fell from HCG IU/L to below 20 IU/L.",
      "She passed the pregnancy at home before attending; scan confirmed a complete miscarriage."],
     ["Please repeat urine pregnancy test in 3 weeks if bleeding persists.",
      "No action required; she knows to self-refer early in any future pregnancy.",
      "Please review mood in 4-6 weeks; consider counselling referral."], "not applicable"),
    ("Missed miscarriage - surgical management (MVA)", "brown loss and reduced pregnancy symptoms",
     ["Scan showed a CRL above 7 mm with no cardiac activity, confirmed by a second sonographer. She opted for MVA under local anaesthetic, which was uncomplicated.",
      "She chose surgical management; MVA was performed in the outpatient procedure room without complication."],
     ["Please repeat urine pregnancy test in 3 weeks.", "Please review mood in 4-6 weeks; consider counselling referral.",
      "Please arrange cervical screening when due (deferred today)."], "POC confirmed, no molar change"),
    ("Incomplete miscarriage - medical management", "heavy vaginal bleeding with clots",
     ["Scan showed retained products measuring 28 mm. She chose misoprostol 600 micrograms and bleeding settled within 48 hours."],
     ["Please repeat urine pregnancy test in 3 weeks; refer back if positive.",
      "Please check FBC in 2 weeks (Hb 96 g/L at discharge; ferrous fumarate started)."], "awaited"),
    ("Right tubal ectopic pregnancy - methotrexate", "right iliac fossa pain",
     ["Transvaginal ultrasound showed an adnexal mass with an empty uterus; serum hCG was HCG IU/L. She met the criteria for methotrexate and received 50 mg/m2 IM; hCG fell by more than 15% between days 4 and 7."],
     ["Please avoid prescribing folic acid or NSAIDs until hCG is negative.",
      "Please advise reliable contraception for 3 months after methotrexate."], "not applicable"),
    ("Left tubal ectopic pregnancy - laparoscopic salpingectomy", "left sided pain and shoulder tip pain",
     ["Ultrasound showed a left adnexal mass with haemoperitoneum (hCG HCG IU/L). She underwent laparoscopic left salpingectomy the same evening; recovery was uneventful."],
     ["Please review wounds at 7-10 days.", "In any future pregnancy she should self-refer for an early scan at 6 weeks."],
     "tubal ectopic pregnancy confirmed"),
    ("Pregnancy of unknown location - resolved", "light bleeding",
     ["No pregnancy was seen on scan. Serial hCG (HCG IU/L at presentation) fell by more than 50% in 48 hours and a urine test at 2 weeks was negative."],
     ["No action required.", "Please see if any further bleeding or pain."], "not applicable"),
    ("Viable intrauterine pregnancy", "spotting after a previous ectopic pregnancy",
     ["A live intrauterine pregnancy was confirmed and she has been discharged to midwifery care."],
     ["Please arrange midwife booking if not already done.", "Please continue folic acid 400 micrograms to 12 weeks."],
     "not applicable"),
    ("Hyperemesis gravidarum with ketosis", "persistent vomiting and weight loss",
     ["She received IV fluids, cyclizine and thiamine on the day unit. PUQE score improved from 14 to 7. A low TSH was in keeping with gestational transient thyrotoxicosis; no treatment required.",
      "She was rehydrated over two day-unit attendances and discharged on regular antiemetics."],
     ["Please continue antiemetic prescription and check U&E if vomiting recurs.",
      "Please consider a fit note; she is unable to work at present.",
      "Please screen for low mood at next contact (HG is associated with depression)."], "not applicable"),
]

def phone_log(n, c):
    r = c.rng
    n.ln(c.unit, pick(c, [" TELEPHONE ADVICE LINE - CALL LOG", " advice line record", " - phone triage"]),
         " | ", (c.hosp, "HOSPITAL"))
    n.ln("Line: ", (c.unit_phone, "PHONE"), pick(c, ["  (Mon-Fri 08:00-18:00, Sat 09:00-13:00)", "  (7 days 08:00-20:00)", ""]))
    patient_block(n, c, pick(c, ["oneline", "labels"]))
    d = c.d0
    rs = dict(REASONS)
    refp = pick(c, ["CALL-", "ADV", "TL", "PH-"])
    track = pick(c, [["bleeding", "result", "post"], ["pain", "result", "mtx"], ["hg", "hg", "result"],
                     ["anx", "result"], ["bleeding", "result"], ["post", "anx"]])
    track = track[:r.randint(1, len(track))]
    for i, kind in enumerate(track):
        txt = rs[kind]
        if kind == "hg" and i:
            txt = "still vomiting despite cyclizine, managing small sips only, PUQE 11"
        if "%s" in txt:
            txt = txt % nb.fmt_date(nb.add_days(d, -2), "wd")
            txt_p = ["asking for hCG result from ", (txt.split("from ")[1], "DATE")]
        else:
            txt_p = [txt]
        h = c.get("h%d" % r.randint(0, 2), pick(c, ["cns", "nurse", "mw"]))
        n.ln("")
        n.ln("Call ", str(i + 1), ": ", c.D(d), " ", time_(c, 8, 20), "   Ref: ",
             (refp + str(d.year) + "-" + dg(r, 5), "IDNUM"))
        who = r.randrange(5)
        if who < 2:
            n.ln("Caller: patient (", c.P(pick(c, ["first", "full"])), ")")
        elif who == 2:
            n.ln("Caller: ", c.partner_rel, " ", c.name(c.partner, "FAMILY", pick(c, ["first", "full"])),
                 " - patient consent given verbally")
        elif who == 3:
            n.ln("Caller: mother ", c.name(c.mother, "FAMILY", "full"), " on behalf of ", c.P("first"))
        else:
            rec = c.get("rec", "clerk")
            n.ln("Caller: ", c.S(rec, "full"), ", receptionist at ", (c.practice, "HOSPITAL"), ", re ", c.P("full"))
        n.ln("Call-back no: ", (pick(c, [c.mob, c.mob, c.home]), "PHONE"), "   ID check: DOB + ",
             pick(c, [["postcode ", (c.addr["zip"], "ZIP")], ["first line of address (", (c.addr["street"], "STREET"), ")"],
                      "hospital number"]))
        n.ln("Reason: ", txt_p, ". Gestation ~", gest_str(c, c.gest + (d - c.d0).days), ".")
        if kind in ("bleeding", "pain", "mtx"):
            n.ln("Red flags: ", pick(c, {"bleeding": ["none - no dizziness", "soaking >2 pads/hour",
                                                      "passing large clots, light-headed"],
                                         "pain": ["none - no shoulder tip pain", "dizzy on standing",
                                                  "pain 8/10 unresolved with paracetamol"],
                                         "mtx": ["pain 7/10, no bleeding", "none; mild cramps expected post MTX",
                                                 "shoulder tip pain since lunchtime"]}[kind]))
            n.ln("Advice: ", pick(c, ["attend " + c.ed + " now; call " + EMERG[c.code] + " if collapse",
                                      "booked " + c.unit + " tomorrow " + time_(c, 9, 12) + ", paracetamol, rest",
                                      "to come in this afternoon for review + hCG"]))
        elif kind == "hg":
            n.ln("Advice: attend HG day unit today for IV fluids; bring current meds. Ketone sticks at home: ",
                 pick(c, ["3+", "2+", "not done"]))
        elif kind == "result":
            n.ln("Advice: result given (", str(r.randint(20, 4000)), " IU/L), plan explained; repeat ",
                 c.Dshort(nb.add_days(d, 2)), ".")
        else:
            n.ln("Advice: reassured; booked reassurance scan ", c.Dany(nb.add_days(d, r.randint(1, 9))),
                 "; otherwise ", NONURG[c.code], ".")
        if r.random() < 0.3:
            n.ln("Leaflet link sent by SMS/email: ", (c.url({"hg": "hg", "mtx": "ectopic", "pain": "ectopic"}.get(kind, "loss")), "URL"), pick(c, ["", [" to ", (c.email, "EMAIL")]]))
        n.ln("Handled by: ", c.S(h, pick(c, ["full", "initial_last", "first"])), pick(c, [", CNS", " RN", " (RM)", ""]),
             "   logged as ", (h.user, "USERNAME"))
        d = nb.add_days(d, r.randint(0, 3))
    if r.random() < 0.4:
        n.ln("")
        n.ln("Call-back attempts: ", time_(c, 9, 12), " no answer; ", time_(c, 12, 17), " voicemail left (no clinical detail).")
    if r.random() < 0.15:
        n.ln("Note: patient currently on holiday in ", (c.abroad, "COUNTRY"), "; advised to attend local ",
             "emergency services and to call back on return.")
    if r.random() < 0.25:
        n.ln("Note: caller mentioned she is a ", (c.job, "PROFESSION"), " and cannot take calls at work before ",
             pick(c, ["12:00", "15:30", "17:00"]), ".")


# ----------------------------------------------------------------------------
def gp_letter(n, c):
    r = c.rng
    author = c.get("cons", pick(c, ["cons", "reg", "cns"]))
    typist = c.get("sec", "clerk")
    letterhead(n, c)
    ini = author.first[0] + author.last[0]
    n.ln("")
    n.ln("Our ref: ", (pick(c, ["EPU/", "GYN/", "E"]) + dg(r, 6), "IDNUM"), "/", (ini.upper(), "DOCTOR"), "/",
         (typist.first[0].lower() + typist.last[0].lower(), "DOCTOR"))
    n.ln("Date: ", c.D(nb.add_days(c.d0, r.randint(0, 4))))
    n.ln("")
    us = c.code in ("US", "CA")
    n.ln(c.S(c.gp, "title_full"))
    n.ln((c.practice, "HOSPITAL"))
    n.ln(c.addr_pieces(c.paddr, "lines"))
    if r.random() < 0.5:
        n.ln("Fax: ", (c.pfax, "FAX"))
    n.ln("")
    n.ln("Dear ", c.S(c.gp, pick(c, ["title_last", "title_full"])), ",")
    n.ln("")
    n.ln("Re: ", c.P(pick(c, ["full", "LAST_FIRST", "full_mid"])), ", DOB ", c.DOB(), ", ", id_line(c, ", "))
    if r.random() < 0.7:
        n.ln("    ", c.addr_pieces(c.addr))
    n.ln("")
    dx, comp, narr, acts, histo = pick(c, GP_DX)
    n.ln("Diagnosis: ", dx)
    n.ln("Attendance: ", c.D(c.d0), pick(c, ["", " (" + c.unit + ")", [" and ", c.D(nb.add_days(c.d0, 2))]]))
    n.ln("")
    ttl = c.P("title_last") if c.pt.title and r.random() < 0.6 else c.P("first")
    n.ln("I saw ", ttl, ", a ", c.A(pick(c, ["yearold", "words"])), " ", pick(c, [(c.job, "PROFESSION"), "woman"]),
         ", in the ", c.unit, " on ", c.D(c.d0, pick(c, c.L.long_styles)), " with ", comp,
         " at ", gest_str(c), " by dates. ", pick(c, ["She was accompanied by her ", "She attended with her "]),
         c.partner_rel, " ", c.name(c.partner, "FAMILY", "first"),
         [", who works as a ", (c.partner_job, "PROFESSION")] if r.random() < 0.3 else "", ".")
    n.ln(pick(c, narr).replace("HCG", str(r.randint(300, 3000))))
    n.ln("")
    n.ln("Blood group ", c.rh, pick(c, ["; anti-D not required.", "; anti-D given.", "."]), " Histology: ", histo, ".")
    n.ln("")
    n.ln("Actions for ", c.L.gp, ":")
    for a in r.sample(acts, min(len(acts), r.randint(1, 2))):
        n.ln("- ", a)
    if r.random() < 0.2:
        n.ln("- She plans to travel to ", (c.abroad, "COUNTRY"), " on ", c.Dany(nb.add_days(c.d0, r.randint(10, 40))),
             "; advised to carry this letter.")
    if r.random() < 0.4:
        n.ln("- Fit note issued from ", c.D(c.d0), " to ", c.D(nb.add_days(c.d0, pick(c, [7, 14]))),
             " for her employer (", (c.employer, "ORGANIZATION"), ").")
    if r.random() < 0.5:
        hg = "Hyperemesis" in dx
        n.ln("- She may wish to contact ", (c.org("hgcharity" if hg else "charity"), "ORGANIZATION"), " (",
             (c.url("hg" if hg else "loss"), "URL"), ").")
    n.ln("")
    n.ln("Yours sincerely,")
    n.ln("")
    n.ln(c.S(author, pick(c, ["title_full", "full"])), (" " + author.cred) if author.cred else "")
    n.ln(author.job, pick(c, ["", ", " + c.unit]))
    if author.lic and r.random() < 0.6:
        n.ln(author.lic[0], " ", (author.lic[1], "LICENSE"))
    if r.random() < 0.5:
        n.ln("Email: ", (c.mk_email(author, pick(c, ["nhs.example.net", "example.org", "health.example.net"])), "EMAIL"))
    n.ln("")
    n.ln("cc: ", c.P(pick(c, ["title_full", "full"])) if c.pt.title else c.P("full"), ", ", c.addr_pieces(c.addr))
    if r.random() < 0.5:
        n.ln("cc: ", c.unit, " file;  ", pick(c, ["community midwife ", "practice nurse "]),
             c.S(c.get("cmw", "mw"), "full"))
    n.ln("Dictated ", c.Dshort(c.d0), " / typed ", c.Dshort(nb.add_days(c.d0, r.randint(1, 5))), " by ",
         c.S(typist, pick(c, ["lower_initials", "full", "initials"])))


# ----------------------------------------------------------------------------
def histology(n, c):
    r = c.rng
    path = c.get("path", "path")
    bms = c.get("bms", "bms")
    us = c.code in ("US", "CA")
    n.ln(pick(c, ["DEPARTMENT OF CELLULAR PATHOLOGY", "HISTOPATHOLOGY REPORT", "SURGICAL PATHOLOGY REPORT" if us else
                  "Histopathology - Final Report", "ANATOMICAL PATHOLOGY"]))
    n.ln((c.hosp, "HOSPITAL"), pick(c, ["", [", ", c.addr_pieces(c.haddr)]]))
    if r.random() < 0.5:
        ph = c.phone("land")
        if r.random() < 0.5:
            ph += pick(c, [" ext ", " ext. ", " x"]) + c.L.phone(r, "ext")
        n.ln("Enquiries: ", (ph, "PHONE"))
    lab = pick(c, ["H", "S", "SP", "HS"]) + "%02d" % (c.d0.year % 100) + pick(c, ["-", "/", ""]) + dg(r, 5)
    recv = nb.add_days(c.d0, r.randint(0, 2))
    rep = nb.add_days(recv, r.randint(3, 12))
    n.ln("Lab No: ", (lab, "IDNUM"), "    Received: ", c.D(recv), "    Reported: ", c.D(rep))
    patient_block(n, c, pick(c, ["labels", "oneline", "us" if us else "table"]))
    src = c.get("cons", "cons")
    n.ln("Source: ", pick(c, [c.unit, (c.ward, "HOSPITAL"), "Day Surgery"]), "    Consultant: ",
         c.S(src, pick(c, ["title_last", "title_full", "title_init"])))
    res = r.randrange(5)
    poc = ["Products of conception (MVA)", "Products of conception - SMM", "POC - medical management",
           "Tissue passed at home (?POC)", "Uterine evacuation specimen"]
    side = pick(c, ["Right", "Left"])
    spec = pick(c, poc[1:2] + poc[4:]) if res == 3 else (side + " fallopian tube - salpingectomy" if res == 4 else pick(c, poc))
    clin = {0: ["missed miscarriage " + gest_str(c), "incomplete miscarriage", "recurrent miscarriage (3rd loss)"],
            1: ["missed miscarriage " + gest_str(c), "delayed miscarriage, CRL 11 mm no FH"],
            2: ["?ectopic, empty uterus, hCG plateau", "incomplete miscarriage - ?products"],
            3: ["?molar - snowstorm appearance on TVUS", "missed miscarriage, hCG >100,000 IU/L"],
            4: ["ruptured %s tubal ectopic, haemoperitoneum" % side.lower(), "ectopic - failed methotrexate"]}[res]
    n.ln("Specimen: ", spec)
    n.ln("Clinical details: ", pick(c, clin))
    k = r.randint(1, 6)
    macro = {4: "A fallopian tube %d mm long with a haemorrhagic swelling %d mm in diameter." % (r.randint(40, 80), r.randint(12, 30)),
             2: "Blood clot and a small amount of pale tissue, %d x %d mm." % (r.randint(8, 25), r.randint(5, 20)),
             3: "Abundant haemorrhagic tissue with grape-like vesicles up to %d mm, aggregate %d x %d x %d mm." % (
                 r.randint(3, 8), r.randint(40, 90), r.randint(30, 60), r.randint(10, 25))}.get(
        res, "Multiple fragments of tan and haemorrhagic tissue, aggregate %d x %d x %d mm." % (
            r.randint(15, 60), r.randint(10, 40), r.randint(3, 15)))
    n.ln("")
    n.ln("MACROSCOPY:")
    n.ln("Received in formalin labelled '", c.P(pick(c, ["full", "LAST_FIRST"])), "' and '",
         (side[0] + " tube" if res == 4 else pick(c, ["POC", "products of conception", "tissue"])), "'. ", macro,
         " ", pick(c, ["All embedded in ", "Representative sections in "]), str(k), " cassette" + ("s" if k > 1 else ""),
         " (A1", "-A%d" % k if k > 1 else "", "). ", pick(c, ["Dissected by ", "Cut-up: "]),
         c.S(bms, pick(c, ["initials", "initial_last", "full"])), ".")
    n.ln("")
    n.ln("MICROSCOPY:")
    if res in (0, 1):
        n.ln("Sections show immature chorionic villi with normal trophoblast and decidua. Decidual vessels show ",
             "physiological change; focal Arias-Stella reaction in endometrial glands. No trophoblastic hyperplasia.")
        dxs = "Products of conception (chorionic villi and decidua). No evidence of molar change."
    elif res == 2:
        n.ln("Decidualised endometrium with Arias-Stella reaction. No chorionic villi or trophoblast identified ",
             "in all tissue examined.")
        dxs = "Decidua only. NO CHORIONIC VILLI. Ectopic pregnancy not excluded - clinician informed."
    elif res == 3:
        n.ln("Villi show irregular scalloped outlines, cisterns and patchy circumferential trophoblast hyperplasia. ",
             "p57 (Kip2) immunohistochemistry: ", pick(c, ["retained in villous stroma", "lost in villous stroma"]), ".")
        dxs = "Features of hydatidiform mole (see comment). Registration with trophoblastic disease service advised."
    else:
        n.ln("Tubal wall expanded by blood clot containing chorionic villi and intermediate trophoblast.")
        dxs = "Tubal ectopic pregnancy."
    n.ln("")
    n.ln("DIAGNOSIS: ", dxs)
    if res == 2:
        n.ln("Comment: result telephoned to ", c.S(src, "title_last"), " on ", c.D(rep), " ", time_(c, 9, 17),
             " (", c.unit, " ", (c.unit_phone, "PHONE"), ").")
    if res == 3:
        n.ln("Comment: referral made to regional trophoblastic screening centre; patient ", c.P("title_last" if c.pt.title else "full"),
             " to register for hCG follow-up.")
    n.ln(pick(c, ["SNOMED: T-83000 M-26000", "SNOMED CT 49012000", "Codes: T88000 M00100", "CPT 88305" if us else "SNOMED T-86000"]))
    n.ln("")
    n.ln("Reported by: ", c.S(path, pick(c, ["title_full", "title_init"])), ", ", path.cred or "", pick(c, [
        "", ["  ", path.lic[0] if path.lic else "", " ", (path.lic[1], "LICENSE")] if path.lic else ""]))
    n.ln("Authorised electronically ", c.D(rep), " ", time_(c, 8, 18), pick(c, ["", [" by ", (path.user, "USERNAME")]]))
    if r.random() < 0.5:
        n.ln("Copies: ", c.unit, "; ", c.S(c.gp, pick(c, ["title_last", "title_full"])), ", ", (c.practice, "HOSPITAL"))


# ----------------------------------------------------------------------------
def ed_referral(n, c):
    r = c.rng
    edd = c.get("edoc", pick(c, ["sho", "reg"]))
    when = "%s %s" % (nb.fmt_date(c.d0, pick(c, ["wd_dmy", "iso", "d_mon_y"] if c.code != "US" else ["mdy", "iso"])), time_(c, 0, 24))
    n.ln("From: ", c.S(edd, "full"), " <", (c.mk_email(edd, pick(c, ["nhs.example.net", "health.example.org", "example.org"])), "EMAIL"), ">")
    n.ln("To: ", c.unit, " <", (c.unit_email(), "EMAIL"), ">")
    n.ln("Sent: ", (when.rsplit(" ", 1)[0], "DATE"), " ", when.rsplit(" ", 1)[1])
    n.ln("Subject: ", pick(c, ["EPAU referral", "Early pregnancy referral", "Referral for scan"]), " - ",
         c.P(pick(c, ["initials", "initials_dot"])), " ", c.A("F"), " ", gest_str(c), " ",
         pick(c, ["PV bleed", "?ectopic", "pain", "HG"]))
    if r.random() < 0.5:
        n.ln("X-Originating-IP: [", (c.L.ip(r), "IPADDR"), "]")
    n.ln("")
    n.ln(pick(c, ["Hi team,", "Dear colleagues,", "Hello EPAU,"]))
    n.ln("")
    n.ln("Please could you see ", c.P(pick(c, ["full", "full_mid"])), " (DOB ", c.DOB(), ", ", id_line(c, ", "),
         ") in ", c.unit, pick(c, [" tomorrow", " at the next available slot",
                                    [" on ", (nb.fmt_date(nb.add_days(c.d0, r.randint(1, 3)), "wd"), "DATE")]]), ".")
    n.ln(c.ed, " attendance ", (c.acct, "ACCOUNT"), ". ", c.A(pick(c, ["yo", "yearold"])), " G", str(c.grav), "P",
         str(c.para), ", LMP ", c.D(c.lmp), ", ", pick(c, ["PV bleeding", "lower abdo pain", "bleeding and cramps",
                                                           "vomiting ++"]), " since ", c.Dshort(nb.add_days(c.d0, -1)), ".")
    n.ln("Obs stable (", obs(c), "). Hb ", str(r.randint(98, 140)), ", bHCG ", str(r.randint(80, 9000)),
         " IU/L, group ", c.rh, ".")
    n.ln(pick(c, ["Bedside TAS (ED POCUS): no definite IUP, no free fluid in Morison's pouch.",
                  "No ED scan performed.", "Speculum: os closed, small clots removed. No cervical excitation."]))
    n.ln("Discharged home with safety-netting; she knows to return if heavier bleeding, syncope or shoulder-tip pain.")
    n.ln("Contact: ", (c.mob, "PHONE"), pick(c, ["", " (prefers text)", [" or ", c.partner_rel, " ", c.name(c.partner, "FAMILY", "first"),
                                                                       " ", (c.phone("mobile"), "PHONE")]]))
    if r.random() < 0.35:
        n.ln("Lives in ", (c.addr["city"], "CITY"), "; no car - ", pick(c, ["bus", "lift from mother", "taxi"]),
             ", so morning slot preferred.")
    if c.code == "UK" and r.random() < 0.5:
        n.ln("e-RS UBRN: ", ("%s %s %s" % (dg(r, 4), dg(r, 4), dg(r, 4)), "IDNUM"))
    n.ln("")
    n.ln("Thanks,")
    n.ln(c.S(edd, pick(c, ["title_full", "full", "title_init"])), pick(c, [", ED registrar", ", ED SHO", " (Emergency Medicine)", ", EM resident"]))
    n.ln(pick(c, ["Ext ", "Pager ", "Bleep "]), (edd.bleep, "PHONE"), pick(c, ["", ["  |  logged in as ", (edd.user, "USERNAME")]]))
    n.ln("")
    n.ln("--")
    n.ln("This e-mail and any attachments are confidential. Referral portal: ", (c.url(), "URL"))
