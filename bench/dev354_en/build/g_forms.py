"""Genres: miscarriage management consent; hyperemesis day-unit IV chart;
anti-D administration record (own); sensitive disposal of pregnancy remains form (own)."""
from common import pick, patient_block, sign, letterhead, time_, gest_str, obs, PUBLIC_REFS, HG_EPONYMS
from loc import dg, lt
import pools
import nb


def consent(n, c):
    r = c.rng
    uk = c.code in ("UK", "IE")
    doc = c.get("reg", pick(c, ["reg", "cons", "cns"]))
    n.ln((c.hosp, "HOSPITAL"))
    n.ln(pick(c, ["PATIENT AGREEMENT TO INVESTIGATION OR TREATMENT (Consent Form 1)" if uk else
                  "INFORMED CONSENT FOR PROCEDURE", "Consent - management of miscarriage",
                  "CONSENT FORM: EARLY PREGNANCY LOSS"]))
    patient_block(n, c)
    interp = None
    if r.random() < 0.3:
        interp = c.get("interp", "interp")
        n.ln("Special requirements: ", pools.LANG_OF.get(c.abroad, "Arabic"), " interpreter - ",
             c.S(interp, pick(c, ["full", "initial_last"])), ", booking ref ", ("INT" + dg(r, 6), "IDNUM"))
    opt = pick(c, ["medical", "mva", "smm", "smm", "medical"])
    n.ln("")
    if opt == "medical":
        n.ln("Proposed treatment: Medical management of miscarriage - mifepristone 200 mg orally, then ",
             "misoprostol 800 micrograms vaginally/sublingually 48 h later (repeat 400 micrograms if needed).")
        risks = ["Pain and bleeding heavier than a period (common)",
                 "Need for surgical management if incomplete (up to 1 in 10)",
                 "Infection (2-3 in 100)", "Bleeding needing transfusion (rare)",
                 "Side effects of misoprostol: diarrhoea, fever, shivering"]
    else:
        what = "Manual vacuum aspiration (MVA) under local anaesthetic" if opt == "mva" else \
            "Surgical management of miscarriage (SMM) under general anaesthetic"
        n.ln("Proposed procedure: ", what, ". Cervical priming with misoprostol 400 micrograms ",
             pick(c, ["3 h", "1-3 h", "2 h"]), " pre-op.")
        risks = ["Bleeding (common); transfusion (1-2 in 1000)", "Infection (3 in 100)",
                 "Retained tissue needing repeat procedure (up to 5 in 100)",
                 "Uterine perforation (up to 5 in 1000), possible laparoscopy/laparotomy",
                 "Intrauterine adhesions (Asherman's syndrome) - rare",
                 "Cervical tear (rare)"]
    n.ln("Indication: ", pick(c, ["missed miscarriage", "incomplete miscarriage", "delayed miscarriage",
                                  "early fetal demise"]), " at ", gest_str(c), " on TVUS ",
         c.D(nb.add_days(c.d0, -r.randint(0, 5))))
    n.ln("Intended benefits: removal of pregnancy tissue; avoid unpredictable bleeding.")
    n.ln("Serious or frequently occurring risks:")
    bullet = pick(c, ["  - ", "  * ", "  o ", "  "])
    for x in risks:
        n.ln(bullet, x)
    n.ln("Alternatives discussed: expectant management; ", "surgical" if opt == "medical" else "medical",
         " management.")
    n.ln("Pregnancy tissue: sent for histology; sensitive disposal preferences recorded on separate form.")
    n.ln("Leaflet given: ", pick(c, ["'Your options after miscarriage'", "PIL 0412", "'Early miscarriage'"]),
         "; online: ", (c.url("loss"), "URL"))
    n.ln("")
    n.ln("Statement of health professional: I have explained the procedure to the patient.")
    n.ln("Signed: ", c.S(doc, pick(c, ["title_full", "full"])), "   Job title: ", doc.job,
         (["   ", doc.lic[0], " ", (doc.lic[1], "LICENSE")] if doc.lic and r.random() < 0.6 else ""))
    n.ln("Date: ", c.D(c.d0), "   Contact: ", pick(c, ["bleep ", "ext "]), (doc.bleep, "PHONE"))
    if interp:
        n.ln("Statement of interpreter: I have interpreted the information above to the best of my ability.")
        n.ln("Interpreter: ", c.S(interp, "full"), "   Date: ", c.D(c.d0))
    n.ln("")
    n.ln("Statement of patient: I agree to the procedure described on this form.")
    n.ln("Patient signature: ", pick(c, ["(signed)", "[signature]", "signed"]), "   Name: ",
         c.P(pick(c, ["full", "LAST_FIRST", "full_mid"])), "   Date: ", c.D(c.d0))
    if r.random() < 0.45:
        n.ln("Supporting person present: ", c.name(c.partner, "FAMILY", "full"), " (", c.partner_rel, ")")
    if opt != "medical":
        proc = nb.add_days(c.d0, r.randint(0, 4))
        n.ln("")
        n.ln("Confirmation of consent (day of procedure): ", c.D(proc), " - ", pick(c, ["Theatre ", "Day surgery theatre ", "Procedure room "]),
             (str(r.randint(1, 9)), "LOCATION_OTHER"), ", ", pick(c, ["am", "pm"]), " list. UPT/hCG confirmed. ",
             "Confirmed by ", c.S(c.get("cons", "cons"), pick(c, ["title_last", "title_full"])), ".")
    if r.random() < 0.3:
        n.ln("Form ref ", pick(c, ["CF1 v4.2 (2019)", "MR-CONS-07 rev 3", "Procedural consent v2021"]),
             "  |  copy offered to patient: ", pick(c, ["yes", "accepted", "declined"]))


# ----------------------------------------------------------------------------
def iv_chart(n, c):
    r = c.rng
    unit = pick(c, [(c.ward, "HOSPITAL"), "Hyperemesis Day Unit", "Gynae Ambulatory Unit", "Day Assessment Unit"])
    n.ln((c.hosp, "HOSPITAL"), " - ", unit)
    n.ln(pick(c, ["HYPEREMESIS GRAVIDARUM - IV FLUID & ANTIEMETIC CHART", "HG day-case rehydration record",
                  "Ambulatory HG pathway: fluid prescription and administration"]))
    patient_block(n, c)
    att = r.randint(1, 9)
    n.ln("Date: ", c.D(c.d0), "   Attendance no. ", str(att), " this pregnancy   ", pick(c, c.L.acct_label), ": ",
         (c.acct, "ACCOUNT"), "   Chair/bed: ", (str(r.randint(1, 12)), "LOCATION_OTHER"))
    wt0 = r.uniform(50, 98)
    wt = wt0 * r.uniform(0.88, 0.98)
    n.ln("Gestation ", gest_str(c), "   PUQE-24: ", str(r.randint(7, 15)), "/15   Wt today ", "%.1f" % wt,
         " kg (pre-pregnancy ", "%.0f" % wt0, " kg, -", "%.1f" % ((wt0 - wt) * 100 / wt0), "%)")
    n.ln("Urinalysis: ketones ", pick(c, ["2+", "3+", "4+", "1+"]), ", protein nil, leuks ", pick(c, ["nil", "trace"]),
         ", SG ", pick(c, ["1.030", "1.025", "1.020"]))
    n.ln("Bloods: Na ", str(r.randint(128, 140)), ", K ", "%.1f" % r.uniform(2.9, 4.4), ", urea ",
         "%.1f" % r.uniform(1.5, 7), ", creat ", str(r.randint(40, 85)), ", ALT ", str(r.randint(12, 90)),
         ", TSH ", "%.2f" % r.uniform(0.02, 1.8), ", Mg ", "%.2f" % r.uniform(0.6, 0.9))
    n.ln("Obs: ", obs(c))
    nurses = [c.get("dn%d" % i, pick(c, ["nurse", "nurse", "mw", "hca"])) for i in range(3)]
    nurses[0].role = "nurse"
    if r.random() < 0.3:
        n.ln("Background: ", pick(c, ["arrived from ", "recently returned from ", "family visiting from "]),
             (c.abroad, "COUNTRY"), pick(c, [" 3/52 ago", "", " - travel insurance details with admin"]), ".")
    if r.random() < 0.5:
        n.ln(pick(c, ["Hx: ", "Note: "]), pick(c, HG_EPONYMS))
    n.ln("Cannula: 20G ", pick(c, ["L forearm", "R ACF", "L hand"]), ", VIP score 0, inserted ", time_(c, 8, 10),
         " by ", c.S(nurses[0], pick(c, ["full", "initial_last"])))
    n.ln("")
    n.ln("IV FLUIDS")
    n.ln("No | Fluid                        | Vol    | Rate      | Pump S/N    | Start | Given | Chk")
    t = r.randint(9, 11)
    fluids = ["0.9% sodium chloride", "0.9% NaCl + KCl 20 mmol", "Hartmann's solution",
              "0.9% NaCl + KCl 40 mmol", "Plasma-Lyte 148"]
    for i in range(r.randint(2, 3)):
        fl = pick(c, fluids)
        sn = pick(c, ["AL", "IP", "VP", ""]) + dg(r, 8)
        rate = pick(c, ["500 mL/h", "333 mL/h", "250 mL/h", "over 2h", "over 3h"])
        n.ln(str(i + 1), "  | ", fl.ljust(28), " | 1000mL | ", rate.ljust(9), " | ", (sn, "DEVICE"),
             " " * max(1, 12 - len(sn)), "| ", "%02d:%02d" % (t, r.choice([0, 15, 30, 45])), " | ",
             c.S(pick(c, nurses), "initials"), "    | ", c.S(pick(c, nurses), "initials"))
        t += r.randint(2, 3)
    n.ln("")
    n.ln("ANTIEMETICS / ADDITIONAL")
    meds = [("cyclizine 50 mg IV", "slow bolus"), ("ondansetron 4 mg IV", "2nd line; " + pick(c, [
        "MHRA advice on first-trimester use discussed", "pt counselled re small oral cleft signal"])),
        ("metoclopramide 10 mg IV", "max 5 days; EPSE counselled"), ("prochlorperazine 12.5 mg IM", ""),
        ("thiamine 100 mg IV", "prolonged vomiting - Wernicke's prophylaxis"),
        ("Pabrinex I+II 1 pair IV", "over 30 min"), ("omeprazole 40 mg IV", "epigastric pain")]
    for m, note in r.sample(meds, r.randint(2, 4)):
        n.ln("- ", m, "  ", time_(c, 10, 15), "  ", c.S(pick(c, nurses), "initials"), ("  (" + note + ")") if note else "")
    n.ln("VTE risk: ", pick(c, ["score 2 - LMWH while admitted", "score 1 - TEDS not indicated", "low - mobilising"]))
    n.ln("Fluid balance: in ", str(r.randint(15, 30) * 100), " mL PO/IV, out ", str(r.randint(3, 11) * 100), " mL PU")
    n.ln("")
    n.ln("Outcome: ", pick(c, ["ketones 1+ at discharge, tolerating sips and toast",
                               "ketones nil, eating small amounts"]), ". Home ", time_(c, 15, 19), ".")
    if r.random() < 0.15:
        n.ln("Update ", time_(c, 17, 19), ": vomiting again after fluids - admitted to ", (c.ward, "HOSPITAL"),
             ", bed ", (str(r.randint(1, 28)), "LOCATION_OTHER"), " under ", c.S(c.get("cons", "cons"), "title_last"), ".")
    n.ln("TTO: ", pick(c, ["cyclizine 50 mg PO TDS", "promethazine 25 mg nocte", "doxylamine/pyridoxine 10/10 mg",
                           "ondansetron 4 mg PO BD + lactulose"]), "; ", pick(c, ["", "thiamine 50 mg TDS; "]),
         "next DU ", c.D(nb.add_days(c.d0, pick(c, [2, 3, 7]))), pick(c, ["", " (" + c.unit + " review if worse)"]))
    if r.random() < 0.55:
        n.ln("Parking: DU concession permit for ", pick(c, ["car", "vehicle", "partner's car"]), " reg ",
             (c.L.plate(r), "VEHICLE"), ", valid until ", c.Dshort(nb.add_days(c.d0, 28)))
    if r.random() < 0.5:
        n.ln("NOK: ", c.name(c.partner, "FAMILY", pick(c, ["full", "first"])), " (", c.partner_rel, ") ",
             (c.phone("mobile"), "PHONE"), ["; works as a ", (c.partner_job, "PROFESSION")] if r.random() < 0.4 else "")
    if r.random() < 0.4:
        n.ln("Off work from ", (c.employer, "ORGANIZATION"), " (", (c.job, "PROFESSION"), "); fit note ",
             pick(c, ["issued 2/52", "requested from GP", "not needed"]), ".")
    if r.random() < 0.4:
        n.ln("Support: ", (c.org("hgcharity"), "ORGANIZATION"), " - ", (c.url("hg"), "URL"))
    sign(n, c, nurses[0], prefix=pick(c, ["Discharging nurse: ", "Nurse in charge: ", "Signed: "]))
    if r.random() < 0.4:
        n.ln("Chart scanned to EPR by ", (c.get("clerk", "clerk").user, "USERNAME"), " ", c.Dany(nb.add_days(c.d0, 1)))


# ----------------------------------------------------------------------------
def anti_d(n, c):
    r = c.rng
    dose = {"UK": "250 IU", "IE": "250 IU", "AU": "250 IU (625 IU if >12 wks)", "NZ": "250 IU",
            "CA": "120 mcg", "US": "50 mcg (MICRhoGAM-type mini-dose)"}[c.code]
    if c.code == "US" and r.random() < 0.5:
        dose = "300 mcg"
    n.ln((c.hosp, "HOSPITAL"), pick(c, [" - Transfusion Laboratory / ", " | "]), c.unit)
    n.ln(pick(c, ["ANTI-D IMMUNOGLOBULIN ADMINISTRATION RECORD", "Rh(D) immunoglobulin - administration & traceability",
                  "RHESUS PROPHYLAXIS RECORD (<20 weeks)"]))
    patient_block(n, c)
    grp = pick(c, ["O RhD negative", "A RhD negative", "B Rh negative", "AB RhD neg", "O neg"])
    samp = nb.add_days(c.d0, -r.randint(0, 2))
    n.ln("Blood group: ", grp, "   Antibody screen: ", pick(c, ["negative", "negative (no allo-antibodies)"]))
    n.ln("G&S sample no: ", (pick(c, ["BT", "TX", "GS"]) + dg(r, 8), "IDNUM"), " taken ", c.D(samp), " ", time_(c))
    ev = pick(c, ["surgical management of miscarriage", "medical management of miscarriage",
                  "ectopic pregnancy (salpingectomy)", "ectopic - methotrexate", "heavy bleeding at 11+ weeks",
                  "molar pregnancy evacuation"])
    evd = nb.add_days(c.d0, -r.randint(0, 2))
    n.ln("Sensitising event: ", ev, " on ", c.D(evd), " at ", gest_str(c))
    n.ln("Kleihauer: not required (<20 weeks).  Given within 72 hours of event: ", pick(c, ["yes", "yes", "Y"]))
    n.ln("Product: anti-D immunoglobulin ", dose, " IM; batch ", lt(r, 2) + dg(r, 5), ", exp ",
         "%s %d" % (pick(c, nb.MON)[:3], c.d0.year + 1), "; issue no ", (pick(c, ["I", "ISS-"]) + dg(r, 7), "IDNUM"))
    if r.random() < 0.5:
        n.ln("Issued from satellite fridge; access ", pick(c, ["fingerprint", "biometric"]), " ID ",
             (pick(c, ["FP", "BF-", "BIO"]) + dg(r, 6), "BIOID"))
    a, b = c.get("ad1", pick(c, ["cns", "nurse", "mw"])), c.get("ad2", pick(c, ["nurse", "mw", "sho"]))
    n.ln("Positive patient ID at bedside (name, DOB, ", c.L.mrn_label[0], " against wristband): done")
    n.ln("Consent: ", pick(c, ["verbal, leaflet given", "verbal - aware it is a blood product",
                               "written (Jehovah's Witness discussion - accepts anti-D)"]))
    n.ln("Site: ", pick(c, ["L deltoid", "R deltoid", "L gluteal"]), "   Time: ", time_(c, 9, 20))
    n.ln("Administered by: ", c.S(a, pick(c, ["full", "initial_last"]), cred=True), "   Checked by: ",
         c.S(b, pick(c, ["full", "title_full", "initial_last"])))
    if r.random() < 0.5:
        n.ln("Electronic tracking: scanned by user ", (a.user, "USERNAME"), " at ", (c.L.ip(r), "IPADDR"),
             pick(c, [" (bedside PDA)", " (BloodTrack-type terminal)", ""]))
    if r.random() < 0.35:
        n.ln("Partner ", c.name(c.partner, "FAMILY", "first"), " - RhD status unknown; not relied upon.")
    n.ln("Traceability label attached below; copy returned to transfusion lab.")
    if r.random() < 0.4:
        n.ln("Refs: ", pick(c, PUBLIC_REFS[c.code]), "; BSH anti-D guideline. Adverse events -> ",
             pick(c, ["SHOT", "Haemovigilance", "hospital incident system"]))
    sign(n, c, a, prefix="Signed: ", date=c.d0 if r.random() < 0.5 else None)


# ----------------------------------------------------------------------------
def disposal(n, c):
    r = c.rng
    bm = c.get("bmw", pick(c, ["mw", "cns"]))
    n.ln((c.hosp, "HOSPITAL"))
    n.ln(pick(c, ["SENSITIVE DISPOSAL OF PREGNANCY REMAINS (UNDER 24 WEEKS) - PATIENT DECISION FORM",
                  "Pregnancy loss < 20 weeks: options for pregnancy tissue",
                  "Respectful disposal of pregnancy tissue - record of choice"]))
    patient_block(n, c)
    loss = nb.add_days(c.d0, -r.randint(0, 10))
    n.ln("Date of loss: ", c.D(loss), "   Gestation: ", gest_str(c), "   Type: ",
         pick(c, ["miscarriage", "ectopic pregnancy", "molar pregnancy", "missed miscarriage - SMM"]))
    n.ln("Histology: ", pick(c, ["requested", "yes"]), ", specimen no ", (pick(c, ["H", "S", "P"]) + "%02d-" % (c.d0.year % 100) + dg(r, 5), "IDNUM"))
    n.ln("Mortuary register no: ", ("MR" + dg(r, 6), "IDNUM"), "   Store: ", pick(c, ["fridge ", "bay "]),
         (str(r.randint(1, 6)), "LOCATION_OTHER"))
    n.ln("")
    opt = r.randrange(4)
    crem = c.org("crem")
    fun = c.org("funeral")
    box = ["[ ]"] * 4
    box[opt] = "[x]"
    n.ln(box[0], " Hospital-arranged shared cremation at ", (crem, "LOCATION_OTHER"),
         " (next service ", c.Dany(nb.add_days(c.d0, r.randint(10, 40))), ")" if opt == 0 else ")")
    n.ln(box[1], " Individual burial/cremation arranged by family via funeral director",
         [": ", (fun, "ORGANIZATION"), ", tel ", (c.phone("land"), "PHONE")] if opt == 1 else "")
    n.ln(box[2], " Patient to take remains home", (" - released " + "" if opt == 2 else ""),
         c.D(nb.add_days(c.d0, r.randint(1, 5))) if opt == 2 else "", "; container and information given" if opt == 2 else "")
    n.ln(box[3], " Undecided - tissue held for up to 12 weeks, then shared cremation")
    n.ln("Religion: ", pick(c, pools.RELIGIONS), pick(c, ["", "; burial within 24 h requested where possible",
                                                        "; wishes blessing before cremation"]))
    if r.random() < 0.5:
        chap = c.get("chap", "chap")
        n.ln("Chaplaincy: ", c.S(chap, pick(c, ["title_full", "title_last"])), " visited ", c.Dshort(c.d0),
             pick(c, ["", " - contact via switchboard", ["; church: ", (c.org("church"), "ORGANIZATION")]]))
    n.ln("Memory items offered: ", pick(c, ["certificate of loss", "memory box", "declined", "certificate + candle"]))
    n.ln("Contact for updates: ", (c.mob, "PHONE"), pick(c, ["", ["  /  ", (c.email, "EMAIL")]]),
         pick(c, ["", "  (text only)", "  (partner " + "" + "to be contacted)"]))
    if r.random() < 0.4:
        n.ln("Alternate contact: ", c.name(c.partner, "FAMILY", "full"), " (", c.partner_rel, ") ",
             (c.phone("mobile"), "PHONE"), " / ", c.name(c.mother, "FAMILY", pick(c, ["full", "first"])),
             " (mother, ", nb.age_pieces(r.randint(45, 72), "yrs"), ")")
    if r.random() < 0.2:
        n.ln("Family request: remains to be repatriated to ", (c.abroad, "COUNTRY"),
             " for burial - funeral director to liaise with consulate.")
    n.ln("Support: ", (c.org("charity"), "ORGANIZATION"), pick(c, [" ", " - "]), (c.url("loss"), "URL"))
    n.ln("")
    n.ln("Patient signature: [signed]  ", c.P(pick(c, ["full", "initial_last"])), "  ", c.D(c.d0))
    sign(n, c, bm, prefix=pick(c, ["Staff: ", "Discussed by: ", "Witnessed by: "]), date=c.d0)
    if r.random() < 0.3:
        n.ln("Guidance: ", pick(c, ["HTA guidance on the disposal of pregnancy remains", "Human Tissue Act 2004"]
                                if c.code == "UK" else ["local policy WH-112", "hospital pregnancy loss policy v3"]))
