"""Genres: breast prosthesis fitting record; discharge summary."""
import datetime as dt

import clinical as K
import ctxlib as X
import pools_places as PL

SUPPLIERS = ["Castlegate Surgical Appliances Ltd", "Pinewood Orthotics Ltd", "Bosworth Mastectomy Supplies",
             "Kestrel Lingerie & Prosthetics", "Harbourside Post-Surgical Wear"]


def prosthesis_fitting(r, d, w):
    c = X.base(w)
    t = K.tumour(r)
    opd = w.days(-r.randint(42, 1500))
    first = (w.today - opd).days < 120
    pro = r.choice(K.PROSTHESES)
    size = r.choice([2, 3, 4, 5, 6, 7, 8, 9, 10, 12])
    d.f("{hosp}\n{dept}\nBREAST PROSTHESIS FITTING RECORD\n\n", c,
        dept=r.choice(["Appliances Department", "Breast Prosthesis Service", "Orthotics & Appliances",
                       "Breast Care - Prosthesis Clinic"]))
    d.frag(X.banner(w, c, kind=r.choice([0, 1])))
    d.f("\nTel: {pt_tel}   Mobile: {pt_mob}\nGP: {gp}, {practice}\n\n", c)
    d.f("Surgery: {S} {op} on {od} ({cons_sur}){rt}\nReferred by: {bcn} (BCN) {rd}\n", c,
        S=t["Side"], op=r.choice(["mastectomy", "mastectomy + ANC", "WLE (large volume deficit)",
                                  "mastectomy, no reconstruction (patient choice)",
                                  "removal of implant reconstruction (infection)"]),
        od=w.date(opd), rt=["; RT completed ", w.date(opd + dt.timedelta(days=r.randint(60, 120)), "my")]
        if r.random() < 0.6 else "", rd=w.date(w.days(-r.randint(7, 30))))
    d.f("Fitting date: {fd}   Fitter: {fitter} ({role})\nVisit: {vt}\n\n", c, fd=c["today"],
        role=r.choice(["Prosthesis Fitter", "Appliance Officer", "Breast Care Support Worker"]),
        vt="first permanent fitting" if first else r.choice(["2-yearly replacement", "replacement - "
                                                             "weight change", "replacement - split in "
                                                             "silicone", "swimwear form only"]))
    pre = r.choice(["34", "36", "38", "40", "42"]) + r.choice(["B", "C", "D", "DD", "E", "F"])
    d.f("Bra size: pre-op {pre}, today {now}\nChest wall: {cw}\nContralateral breast: {cb}\n\n", c,
        pre=pre, now=pre if r.random() < 0.6 else pre[:2] + r.choice(["C", "D", "DD"]),
        cw=r.choice(["well healed, no tenderness", "post-RT skin intact, mild hyperpigmentation",
                     "small seroma lateral end - no contraindication", "lymphoedema sleeve worn (class 2)"]),
        cb=r.choice(["Regnault grade 2 ptosis", "moderate ptosis", "small, minimal ptosis", "large, heavy"]))
    d.f("ISSUED:\n1. {mk} {md} ({code}), size {sz}, {col}, {S} - serial {sn}\n", c, mk=pro[0], md=pro[1],
        code=pro[2], sz=size, col=r.choice(["ivory", "tan", "light", "natural"]), S=t["side"],
        sn=w.serial("other"))
    if r.random() < 0.5:
        d.f("2. Swim form: Amoena Aqua Wave size {sz} (batch {bt})\n", c, sz=size, bt=w.serial("lot"))
    d.f("Bras: {n} x {bra} {bs} (pocketed, VAT exempt form signed)\n", c, n=r.randint(1, 3),
        bra=r.choice(K.BRAS), bs=pre)
    d.f("Order no {ord} - supplier {sup}\n\n", c, ord=w.accession("order"),
        sup=(r.choice(SUPPLIERS), "ORGANIZATION"))
    if w.cc == "AU":
        d.f("External Breast Prostheses Reimbursement Program: claim form given; Medicare No {plan}.\n", c)
    elif r.random() < 0.2:
        d.f("Private patient - {ins}, {plan_l} {plan}; invoice {acct}.\n", c,
            ins=(r.choice(PL.INSURERS), "ORGANIZATION"))
    d.f("Notes: {n1} {n2}\n", c, n1=r.choice([
        "Pt prefers a lighter form - finds previous heavy by end of day.",
        "Adhesive (contact) form discussed; not suitable until 12/12 post-RT.",
        ["Accompanied by ", c["nok_rel"], " ", c["nok_fn"], ". Tearful at first fitting; support offered."],
        "Good symmetry in fitted T-shirt. Pt happy.", "Pt is a keen swimmer - attends aquafit."]),
        n2=r.choice(["", ["Works as a ", c["prof"], ", needs something secure for lifting."],
                     ["Wedding in ", w.date(w.days(r.randint(30, 120)), "my"), " - strapless option discussed."],
                     "Advised hand wash only; keep in cradle."]))
    d.f("Replacement due: {rep} (or sooner if damaged / weight change >3 kg)\n", c,
        rep=w.date(w.today.replace(year=w.today.year + 2, day=1), r.choice(["my", "mmyy"])))
    k = r.randrange(3)
    if k == 0:
        d.f("Transport: drives - car park permit issued, reg {veh}.\n", c, veh=w.vehicle())
    elif k == 1:
        d.f("Transport: PTS booked (ref {ref}); collect from {st}.\n", c, ref=w.accession("order"),
            st=(w.addr["street"], "STREET"))
    d.f("\nFitter: {fitter}   Signed {sd}\nPatient consent to store sizing data: {yn}\n", c,
        sd=c["today"], yn=r.choice(["yes", "yes", "declined"]))
    if r.random() < 0.5:
        d.frag(X.audit(w, c, who=w.fitter))


def discharge_summary(r, d, w):
    c = X.base(w)
    t = K.tumour(r)
    adm = w.today
    los = r.choice([0, 1, 1, 2, 3, 4, 6])
    dis = adm + dt.timedelta(days=los)
    kind = r.choice(["wle", "mast", "imp", "diep", "diep", "ld", "washout"])
    d.f("{hosp}\n{hd}\n\n", c, hd=r.choice(["DISCHARGE SUMMARY", "Electronic Discharge Notification (EDN)",
                                            "Inpatient Discharge Letter - Breast Surgery"]))
    d.f("To: {gp}, {practice}\n    {gp_addr_in}   Fax {gp_fax}\n\n", c)
    d.frag(X.banner(w, c, kind=r.choice([0, 1, 2])))
    d.f("\nNext of kin: {nok} ({nok_rel}) {nok_tel}\n\n", c)
    d.f("Admitted: {ad}   Discharged: {dd}   LOS: {los} day(s)\nWard: {ward}{bed}\nConsultant: {cons}   "
        "Specialty: {sp}\nEncounter: {acct}\n\n", c, ad=w.date(adm), dd=w.date(dis), los=los,
        bed=[", bed ", (str(r.randint(1, 30)), "LOCATION_OTHER")] if r.random() < 0.5 else "",
        sp=r.choice(["Breast Surgery", "Plastic Surgery", "Oncoplastic Breast"]))
    proc = {"wle": "%s WLE + SLNB (Magseed)" % t["Side"],
            "mast": "%s mastectomy + SLNB" % t["Side"],
            "imp": "%s NSM + immediate prepectoral implant (ADM)" % t["Side"],
            "diep": "%s immediate DIEP free flap" % t["Side"],
            "ld": "%s LD flap reconstruction" % t["Side"],
            "washout": "%s washout + implant removal for infected implant" % t["Side"]}[kind]
    d.f("Diagnosis: {S} breast {h}, {rec}\nProcedure: {p} on {pd}\n", c, S=t["Side"], h=t["short"],
        rec=t["receptor"], p=proc, pd=w.date(adm))
    comp = r.choice(["None", "None", "None", "Seroma", "Haematoma - returned to theatre for evacuation "
                     "(Clavien-Dindo IIIb)", "Flap venous congestion day 1, resolved conservatively",
                     "Nausea (PONV), settled with cyclizine"])
    summ = {
        "std": ["Uneventful post-operative course. Mobilising independently, eating and drinking, pain "
                "controlled on oral analgesia. Wound clean and dry.",
                "Day case, stayed overnight due to late finish and PONV. Drain output 60 mL at discharge."],
        "flap": ["Flap observations satisfactory throughout (see chart); Doppler signal strong. Catheter "
                 "out day 2, mobilised with physio. Donor site healing well.",
                 "Hourly flap obs for 24 h then 2-hourly; one episode of congestion settled with "
                 "repositioning. Aspirin started day 1. Mobilising, drains removed day %d." % r.randint(3, 5)],
        "inf": ["Admitted as emergency with red, hot %s breast 5/52 post reconstruction; CRP 140. IV "
                "teicoplanin + gentamicin; taken to theatre, implant removed, washout. Cultures: MSSA." % t["side"]],
    }[{"diep": "flap", "ld": "flap", "washout": "inf"}.get(kind, "std")]
    if kind == "washout":
        comp = "Implant loss (Clavien-Dindo IIIb)"
    d.f("Complications: {cp}\n\nClinical summary:\n{sm}\n\n", c, cp=comp, sm=r.choice(summ))
    d.add("Bloods (most recent):\n")
    for ln in K.lab_lines(r, w.cc, style=r.choice([0, 0, 1])):
        d.add("  " + ln + "\n")
    d.f("Vitals at discharge: {v}\n\n", c, v=K.vitals(r))
    d.add("Medications on discharge:\n")
    for m in K.meds(r, K.MEDS_DISCHARGE, r.randint(3, 7)):
        d.add("  - " + m + "\n")
    for m in K.meds(r, K.MEDS_BACKGROUND[:21], r.randint(1, 3)):
        d.add("  - " + m + " (unchanged)\n")
    d.f("Allergies: {al}\n", c, al=r.choice(K.ALLERGIES))
    if r.random() < 0.4:
        d.f("Held: apixaban - restart on {rs} (48 h post-op)\n", c, rs=w.date(adm + dt.timedelta(days=2)))
    d.f("TTOs dispensed by {ph}; screened by {phm} (pharmacist).\n\n", c,
        ph=r.choice([["Pharmacy, ", c["hosp"]], [(r.choice(PL.PHARMACIES), "HOSPITAL")]]),
        phm=w.clin("staff").full())
    d.f("Drains / wounds: {dw}\n", c, dw=r.choice([
        ["Discharged with 1 drain; district nurses from ", c["practice"], " to review and remove when "
         "<30 mL/24 h x2 days. Drain chart given."],
        "No drains. Dressings (Mepore / PICO) to stay on 7 days; may shower.",
        "Drains removed before discharge. Dissolvable sutures; Dermabond."]))
    d.f("Follow-up: BCN {bcn} will phone on {cd}; clinic with {cons_sur} {fd} for histology; "
        "{oth}\n", c, cd=w.date(X.weekday(dis + dt.timedelta(days=r.randint(1, 3))), "wd_dmy" if w.cc != "US" else "wd_md"),
        fd=w.date(dis + dt.timedelta(days=r.randint(10, 16))),
        oth=r.choice(["wound check practice nurse day 7.", "physio arm exercises leaflet given.",
                      "flap clinic 1/52.", "nil else."]))
    d.f("GP actions: {ga}\n", c, ga=r.choice(["Please continue LMWH for 28 days total (supplied).",
                                           "Nil specific.", "Please review BP - raised during admission.",
                                           "Please repeat FBC in 1 week (Hb 92).",
                                           "Please complete course of antibiotics; review wound if red."]))
    d.f("Patient information: wound care + exercise leaflets, {url}. Contact the ward on {wt} or "
        "{unit_tel} (breast unit, 9-5).\n", c, wt=w.phone())
    d.f("Discharge home {to}.\n\n", c, to=r.choice([["with ", c["nok_rel"], " ", c["nok_fn"]], "by taxi",
                                                   "by hospital transport", ["to ", (r.choice(PL.CARE_HOMES), "HOSPITAL")]]))
    lab, lic = w.license("doctor")
    who = r.choice([w.reg, w.fellow, w.clin("doctor")])
    d.f("Completed by: {wh} ({g}), bleep {bl}, {lab} {lic}\nDate: {dd}\n", c, wh=who.t_full(),
        g=r.choice(["FY1", "FY2", "CT1", "ST3", "Resident", "Breast Fellow"]), bl=w.bleep(), lab=lab, lic=lic,
        dd=w.date(dis))
    if w.cc == "US" and r.random() < 0.6:
        l2, dea = w.license("dea")
        d.f("Prescriber DEA: {dea} (oxycodone Rx e-prescribed)\n", c, dea=dea)
    if r.random() < 0.5:
        d.frag(X.audit(w, c, who=who))
