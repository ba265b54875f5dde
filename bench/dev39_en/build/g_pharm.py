"""Pharmacy discharge medication reconciliation."""

from render import P
from common import TD, yr
import snippets as S
import pools

REASONS_STOP = ["falls risk", "AKI", "hyponatraemia", "duplicate therapy", "no longer indicated", "bleeding risk",
                "anticholinergic burden", "drug interaction with clarithromycin", "bradycardia", "hypotension"]
REASONS_CHANGE = ["dose reduced - eGFR 32", "increased for rate control", "switched to once-daily", "reduced - postural drop",
                  "titrate as per plan", "changed formulation - swallowing difficulty"]


def build(w, doc):
    r, loc, v, code = w.rng, w.loc, w.v, w.code
    meds = [m for m in w.pick_meds(r.randint(6, 10)) if m[3] != "IV" and m[4] != "cont"]
    dc = w.today
    adm = dc - TD(days=r.randint(2, 12))
    status = [r.choice(["Continued", "Continued", "Continued", "Changed", "Stopped", "New"]) for _ in meds]
    dz = {m[0]: w.dose(m) for m in meds}
    ctx = dict(adm=loc.d(adm), dc=loc.d(dc), pharm_tech=w.cast.staff("pharmacist"), comm_ph=w.cast.staff("pharmacist"))
    doc.ctx.update(ctx)
    layout = r.choice(["form", "note", "fax", "us"] if code in ("US", "CA") else ["form", "note", "fax", "form"])
    if layout == "form":
        doc.w("{~DISCHARGE MEDICATION RECONCILIATION|Pharmacy Medicines Reconciliation - Discharge|Medication Reconciliation at Transfer of Care}\n{hosp} - Pharmacy Department\n\n")
        doc.w("Patient: {pt.Lf}   DOB: {dob}   {mrn_lbl}: {mrn}{?0.6:   {nhs_or_hp}}\nWard: {ward}   {v_senior}: {att.drf}   Admitted: {adm}   Discharge: {dc}\n",
              nhs_or_hp=(["NHS No: ", w.nhs] if code == "UK" else [w.hp_label + ": ", w.hp]))
        doc.w("Allergies: {al}   Weight: {wt} kg   eGFR: {eg}\n", al=S.allergy_text(w), wt=str(r.randint(45, 110)), eg=str(r.randint(18, 90)))
        doc.w("Sources: {~patient, {v_gp} summary care record, community pharmacy ({pharmacy})|{nkrel} {nk}, blister pack from {pharmacy}, GP letter dated {gd}|patient's own medicines and {pharmacy} dispensing history}\n\n",
              nkrel=w.nok.rel, nk=w.nok.full, gd=loc.d(adm - TD(days=r.randint(20, 200))))
        doc.add("Pre-admission medicine            | Discharge                          | Status     | Comment\n")
        doc.add("-" * 100 + "\n")
        for m, st in zip(meds, status):
            name = w.med_name(m)
            d1 = dz[m[0]]
            pre = "%s %s %s" % (name, d1, w.freq(m[4])) if st != "New" else "-"
            post = "%s %s %s" % (name, w.dose(m) if st == "Changed" else d1, w.freq(m[4])) if st != "Stopped" else "STOPPED"
            cm = {"Stopped": r.choice(REASONS_STOP), "Changed": r.choice(REASONS_CHANGE), "New": "started %s" % "this admission",
                  "Continued": r.choice(["", "", "GP to review", "check level"])}[st]
            doc.add("%-34s| %-35s| %-11s| %s\n" % (pre[:34], post[:35], st, cm))
        doc.w("\nDiscrepancies resolved with {reg.drf} on {rd}: {n}.\n", rd=loc.d(dc - TD(days=1), loc.short_style), n=str(r.randint(0, 4)))
        doc.w("Compliance aid: {~blister pack (weekly) from {pharmacy}, {pharm_phone}|none - patient self-manages|dosette filled by {nkrel} {nk}}\n",
              nkrel=w.nok.rel, nk=w.nok.first)
        doc.w("Counselled: {~patient|patient and {nkrel}|{nkrel} only (patient confused)} on {dc} - {~new anticoagulant card given|inhaler technique checked|sick day rules explained}.\n",
              nkrel=w.nok.rel)
        doc.w("{?0.4:Medicines information leaflets: {url}\n}", url=w.cast.url(w.hosp_s, r.choice(["/pharmacy", "/medicines-information", "/patients/medicines"])))
        doc.w("\nReconciled by: {pharm.fc}   {ll}: {lic}\nAccuracy check: {pharm_tech.full} (pharmacy technician)   Date: {dc}\n",
              ll=loc.license_for("pharmacist", w.pharm.last_s)[0], lic=loc.license_for("pharmacist", w.pharm.last_s)[1])
    elif layout == "note":
        doc.w("{~Clinical pharmacist note - discharge|Pharmacy discharge note|PHARMACIST MED REC NOTE}  {dc} {tm}\n{pt.full}, {age}{mf}, {mrn_lbl} {mrn}, {ward} bed {bed}\n\n",
              tm="%02d:%02d" % (r.randint(8, 17), r.randrange(60)))
        doc.w("Admitted {adm} under {att.drf} ({~general medicine|geriatrics|respiratory}); planned discharge {dc} to {~home|{carehome}}. Allergies: {al}. Weight {wt} kg; CrCl {cc} mL/min.\n\n",
              al=S.allergy_text(w), wt=str(r.randint(45, 110)), cc=str(r.randint(18, 90)))
        doc.w("Med rec completed using {~{his} own medicines brought in by {nkrel} {nk}|a phone call to {pharmacy} ({pharm_phone}), spoke with {comm_ph.full}|the GP record from {practice}}. ",
              nkrel=w.nok.rel, nk=w.nok.first)
        n_ok = sum(1 for s in status if s == "Continued")
        doc.add("%d regular medicines confirmed. " % n_ok)
        for m, st in zip(meds, status):
            if st == "Stopped":
                doc.add("%s stopped (%s). " % (w.med_name(m).capitalize(), r.choice(REASONS_STOP)))
            elif st == "Changed":
                doc.add("%s %s. " % (w.med_name(m).capitalize(), r.choice(REASONS_CHANGE)))
            elif st == "New":
                doc.add("%s %s %s started. " % (w.med_name(m).capitalize(), dz[m[0]], w.freq(m[4])))
        doc.add("\n\nDischarge list:\n")
        for m, st in zip(meds, status):
            if st != "Stopped":
                doc.add("  %s %s %s%s\n" % (w.med_name(m), dz[m[0]], w.freq(m[4]), "  *new*" if st == "New" else ""))
        doc.w("\nIssues:\n1. {~Apixaban dose checked: age {age}, weight {wt} kg, Cr {cr} - {~5 mg BD appropriate|2.5 mg BD appropriate}|Duplicate PPI removed|Interaction: clarithromycin + atorvastatin - statin withheld for 7 days|Nitrofurantoin with eGFR 38 - ok for short course}\n",
              wt=str(r.randint(48, 100)), cr=str(r.randint(70, 160)))
        doc.w("2. {~Anticholinergic burden reduced|Insulin pen technique reviewed|Opioid taper plan written}\n3. {~Dosette box to be updated by {pharmacy}; fax sent to {pharm_fax}|Prescription sent electronically ({eref}) to {pharmacy}|TTO dispensed, 14 days supply}\n",
              eref=P("%s%010d" % (r.choice(["ETP", "ERX", "ES"]), r.randrange(10 ** 10)), "IDNUM"))
        doc.w("\nCounselled {~{pt.mr}|{pt.first}|the patient} and {his} {nkrel} {nk}{?0.5: (who is a {fprof})}; written list given. Questions to ward pharmacy on {ph}.\n\n",
              nkrel=w.nok.rel, nk=w.nok.first, fprof=w.fam_profession, ph=loc.phone(ext=True))
        doc.w("{pharm.fc}{?0.5:, bleep {bl}}{?0.5:\nUser ID: {un}}\n", bl=loc.pager(), un=w.cast.username(w.pharm))
    elif layout == "fax":
        doc.w("FAX - {~TRANSFER OF CARE: MEDICINES|DISCHARGE MEDICINES INFORMATION|Hospital to Community Pharmacy Referral}\n")
        doc.w("To: {comm_ph.full}, {pharmacy}\nFax: {pharm_fax}   Tel: {pharm_phone}\nFrom: {pharm.full}, {hosp} Pharmacy\nTel: {hosp_phone}   Fax: {hosp_fax}{?0.5:   Email: {em}}\nDate: {dc}   Pages: {pg}\n\n",
              em=w.cast.dept_email(r.choice(["pharmacy.discharge", "medsrec", "pharmacy"]), w.hosp_s), pg=str(r.randint(2, 4)))
        doc.add("CONFIDENTIAL: This fax contains patient information. If received in error please telephone the sender.\n\n")
        doc.w("Patient: {pt.mrf}   DOB: {dob}\nAddress: {addr_l}\n{mrn_lbl}: {mrn}{?0.6:   {nat_or_hp}}\nGP: {gp.drf}, {practice} (tel {gp_phone})\n\n",
              addr_l=w.addr["line"], nat_or_hp=(["NHS No: ", w.nhs] if code == "UK" else [w.hp_label + ": ", w.hp]))
        doc.w("Admitted {adm}, discharged {dc} to {~home|{carehome}}. Reason for admission: {~fall|pneumonia|heart failure|AKI|delirium}.\n\nDischarge medicines:\n")
        for m, st in zip(meds, status):
            if st == "Stopped":
                continue
            doc.add("- %s %s %s%s\n" % (w.med_name(m), w.dose(m), w.freq(m[4]), "  (NEW)" if st == "New" else ("  (CHANGED)" if st == "Changed" else "")))
        doc.add("\nStopped: %s\n" % (", ".join("%s (%s)" % (w.med_name(m), r.choice(REASONS_STOP)) for m, st in zip(meds, status) if st == "Stopped") or "none"))
        doc.w("\nActions for community pharmacy: {~please supply new blister pack from {sd}|please offer a New Medicine Service consultation|please check INR booklet at next collection}.\n",
              sd=loc.d(dc + TD(days=r.randint(1, 5)), loc.short_style))
        doc.w("{?0.5:Patient consents to this referral; {~daughter|son|carer} {nk} collects medicines ({ph}).\n}", nk=w.nok.full, ph=w.nok_phone)
        doc.w("{?0.4:Hospital pharmacy information: {url}\n}", url=w.cast.url(w.hosp_s, r.choice(["/pharmacy", "/pharmacy/community-referrals"])))
        doc.w("\n{pharm.fc}\n")
    else:
        doc.w("DISCHARGE MEDICATION RECONCILIATION / PRESCRIPTIONS\n{hosp}   Outpatient Pharmacy {ph}\n\n", ph=w.hosp_phone)
        doc.w("Patient: {pt.LF}   DOB: {dob}   MRN: {mrn}   Acct: {acct}\nAddress: {addr_l}   Phone: {home_phone}\n",
              addr_l=w.addr["line"])
        doc.w("Insurance: {ins}   {hpl}: {hp}   Group: {grp}\n", ins=P(r.choice(pools.INSURERS[code]), "ORGANIZATION"),
              hpl=w.hp_label, grp=w.loc.group_no())
        doc.w("Preferred pharmacy: {pharmacy}, {paddr} - ph {pharm_phone}, fax {pharm_fax}\n\n", paddr=loc.address()["line"])
        doc.add("Medication                               Action      Rx #        Qty  Refills\n")
        for m, st in zip(meds, status):
            desc = "%s %s %s" % (w.med_name(m), w.dose(m), w.freq(m[4]))
            act = {"Continued": "Continue", "Changed": "Change", "Stopped": "STOP", "New": "New"}[st]
            doc.add("%-40s %-11s " % (desc[:40], act))
            if st in ("New", "Changed"):
                doc.add(loc.rxno(), "   %-4d %d\n" % (r.choice([30, 60, 90]), r.randint(0, 3)))
            else:
                doc.add("-\n")
        lab, lic = loc.license_for("doctor", w.att.last_s)
        doc.w("\nPrescriber: {att.fc}   {lab} {lic}{?0.5:   NPI {npi}}\n", lab=lab, lic=lic,
              npi=P("1" + "".join(str(r.randrange(10)) for _ in range(9)), "LICENSE"))
        doc.w("E-prescriptions transmitted {dc} {tm}; confirmation {conf}.\n", tm="%02d:%02d" % (r.randint(9, 18), r.randrange(60)),
              conf=P("%s%09d" % (r.choice(["SS", "EP", "TX"]), r.randrange(10 ** 9)), "IDNUM"))
        doc.w("Med history obtained from {~patient|{nkrel} {nk}|claims history} and {~PDMP query|pharmacy fill history}.\nCounseling provided to patient{?0.5: and {nkrel} {nk}}; teach-back complete.\n\n",
              nkrel=w.nok.rel, nk=w.nok.first)
        doc.w("{pharm.fc}   {dc}{?0.5:   Lic {pl}}\n", pl=loc.license_for("pharmacist", w.pharm.last_s)[1])
