"""Genres: appliance prescription/delivery records, parastomal hernia clinic."""
import clinical as K
import phi
from blocks import mrn_label, banner, signature, footer, team, U, gpw, role, cc_block, DOC_LIC
from genres_a import aj, hhmm
from phi import Doc


def _items(d, c, with_dates=True):
    rng = c.rng
    rows = K.product_lines(rng, c.prof, c.country)
    d.t(rng.choice(["Item | Code | Qty/month", "ITEM                          CODE         QTY",
                    "Product - code - quantity"]) + (" | Last issued" if with_dates else "") +
        "\n")
    for it, code, qty in rows:
        d.t("%s | %s | %s" % (it, code, qty))
        if with_dates:
            d.t(" | ")
            d.p(phi.fmt_short(rng, phi.add_days(c.dates["visit"], -rng.randrange(20, 60)),
                              c.country), "DATE")
        d.t("\n")


def appliance_rx(c):
    rng, d, cn = c.rng, Doc(c), c.country
    k = rng.randrange(3)
    if cn == "UK":
        d.t(rng.choice(["STOMA APPLIANCE PRESCRIPTION REQUEST", "Repeat prescription request - "
                        "ostomy products", "DAC ORDER RECORD / PRESCRIPTION TRACKING"]) + "\n")
        d.w("From: {sup} (Dispensing Appliance Contractor), tel {ph_sup}, {email_sup}\n")
        d.w("To: {gp_prac}, {gp_addr}   Fax {fax_gp}\n")
        d.w("Date of request: {d_visit}   Our order ref: {order}\n\n")
    elif cn == "US":
        d.t(rng.choice(["DME ORDER - OSTOMY SUPPLIES", "Standard Written Order (SWO): Ostomy "
                        "Supplies", "Ostomy supply reorder - DME vendor record"]) + "\n")
        d.w("Vendor: {sup}   Phone {ph_sup}   Order # {order}\nOrder date: {d_visit}\n\n")
    elif cn == "AU":
        d.t(rng.choice(["STOMA APPLIANCE SCHEME - MONTHLY ORDER", "Ostomy Association Order "
                        "Form", "SAS order & dispatch record"]) + "\n")
        d.w("Association: {sup}   Ph {ph_sup}\nMember no. {sup_acct}   Order {order}   "
            "Date {d_visit}\n\n")
    else:
        d.t(rng.choice(["OSTOMY SUPPLY ORDER", "Ostomy supplies - prescription & delivery",
                        "ADP ostomy supply record"]) + "\n")
        d.w("Supplier: {sup}  tel {ph_sup}\nOrder no. {order}   Date: {d_visit}\n\n")
    if k == 0:
        banner(d, c)
    else:
        d.w("Patient: {pt_caps}   DOB {dob}\nAddress: {addr1}\nTel {ph_mob}\n",
            dob=c.r("d_dob"))
        if cn == "US":
            d.w("Primary ins: {insurer}   ID {hp2}   Grp {grp}\nSecondary: Medicare {hp}\n")
            if rng.random() < .75:
                d.w("SSN (last verified {s_prev}): {ssn}\n")
        elif cn == "CA":
            d.w("Health card {hp}; ADP grant on file. Private: {insurer} cert {hp2}\n")
        elif cn == "AU":
            d.w("Medicare {hp}   DVA: " + rng.choice(["nil", "Gold card"]) + "\n")
            if rng.random() < .6:
                d.w("Concession: Centrelink CRN {ssn} - SAS co-payment waived\n")
        else:
            d.w("NHS {hp}   Exempt: " + rng.choice(["Yes - medical exemption (permanent stoma)",
                                                    "Yes - age", "No - PPC holder"]) + "\n")
    d.w("\nStoma: {stype} ({site}), formed {d_op}, size {size}\n")
    d.w("Diagnosis: {dx}   ICD-10 " + rng.choice(["Z93.2", "Z93.3", "Z93.6", "Z93.8"]) + "\n\n")
    _items(d, c, rng.random() < .7)
    d.t("\n")
    pres = rng.randrange(3)
    if pres == 0:
        d.w("Prescriber: {gp}, {gp_prac}  " + DOC_LIC[cn] + " {lic_gp}\n")
    elif pres == 1:
        d.w("Ordering clinician: {cons_full}, " + rng.choice(["MD", "FRCS", "FRACS", "MD FRCSC"]) +
            "   " + DOC_LIC[cn] + " {lic_cons}" + ("   DEA {dea}" if cn == "US" else "") + "\n")
    else:
        d.w("Recommended by: {cns_sig} (" + role(c) + "), {hosp}\n")
    if cn == "UK" and rng.random() < .6:
        d.w("FP10 serial no. {rxno} received {d_letter}; " + rng.choice(
            ["all items dispensed", "item 3 query - quantity exceeds 1 month",
             "Drug Tariff Part IX checked"]) + "\n")
    if rng.random() < .5:
        d.w("Processed by: {cns2} (prescription coordinator, {sup})\n")
    # delivery
    d.t("\nDELIVERY\n")
    d.w("Dispatched {d_del}" + rng.choice(["", " via courier", " - discreet packaging"]) +
        "\n")
    kd = rng.randrange(4)
    if kd == 0:
        d.w("Delivered {d_del} " + hhmm(rng) + ", signed for by {fam_full} ({fam_rel}). "
            "Van reg {veh}.\n")
    elif kd == 1:
        d.w("Left with neighbour at {street} as requested; photo POD ref {req}.\n")
    elif kd == 2:
        d.w("Failed delivery {s_del} - card left; customer called back on {ph_mob}, "
            "redelivered next day.\n")
    else:
        d.w("Collected from {pharm} by {pt_first}. Tracking {req}.\n")
    if rng.random() < .45:
        d.w("Online reorder portal: {url_sup} - last login {d_prev} from IP {ip}\n")
    if rng.random() < .3:
        d.w("Complimentary items: " + rng.choice(["wipes x100", "disposal bags", "travel pouch",
                                                  "cut-to-fit scissors (curved)"]) + "\n")
    if rng.random() < .3:
        d.w("\nNote: {pt} " + rng.choice([
            "asked for next delivery before {s_next} as travelling to {country_t}.",
            "reports pouch filter blocking - sample of alternative sent.",
            "moved address - records updated to {street}, {city}.",
            "to be reviewed by stoma nurse {cns} before size change approved."]) + "\n")
    if rng.random() < .35:
        d.w("Faulty product report: Lot {lot} (baseplate separating); returned to "
            "manufacturer, ref {inc}.\n")
    footer(d, c, .45)
    return d


# ------------------------------------------------------------------ hernia
def hernia_clinic(c):
    rng, d, cn, p = c.rng, Doc(c), c.country, c.prof
    v = c.dates["visit"]
    c.dates["op"] = phi.add_days(v, -rng.randrange(180, 2500))
    gap = (v - c.dates["op"]).days
    c.dates["prev"] = phi.add_days(c.dates["op"], rng.randrange(60, gap - 30))
    c.dates["ct"] = phi.add_days(v, -rng.randrange(7, 60))
    d.t(rng.choice(["PARASTOMAL HERNIA CLINIC", "Joint Parastomal Hernia Clinic (Surgeon + "
                    + role(c) + ")", "Hernia/Stoma Clinic - outpatient note",
                    "PSH clinic review"]) + "\n")
    d.w("{hosp}, " + rng.choice(["Colorectal Outpatients", "Surgical OPD", "Stoma Clinic",
                                 "Ambulatory Care"]) + "   Clinic date: {d_visit}\n")
    d.w("Seen by: {cons} (Consultant Colorectal Surgeon) and {cns} (" + role(c) + ")\n")
    if rng.random() < .5:
        banner(d, c, extra_ids=False)
    else:
        d.w("Patient: {pt_full}, {age}{sex1}   " + mrn_label(c) +
            " {mrn}\n")
    d.t("\nHISTORY\n")
    d.w("Has {stype} formed {my_op} ({proc}) for {dx}. ")
    d.w("Noticed bulge around stoma since {my_prev}. ")
    d.t(rng.choice(["Increasing leaks as baseplate lifts on the bulge. ",
                    "Dragging discomfort by end of day. ",
                    "Two episodes of colicky pain with reduced output, settled at home. ",
                    "Cosmetic concern - clothes no longer fit. "]))
    if rng.random() < .5:
        d.w("Admitted to {hosp2} {d_prev} with subacute obstruction, managed conservatively "
            "(NG, IVI), discharged day 3. ")
    d.t("\nOccupation: ")
    d.add(c.r("job"))
    d.t(" - " + rng.choice(["heavy manual work", "desk-based", "retired, does heavy gardening",
                            "lifts patients", "drives for long hours"]) + ". ")
    if rng.random() < .5:
        d.w("{His} {fam_rel} {fam} works as ")
        d.add(aj(c, "fam"))
        d.t(" and does the heavy lifting at home.")
    d.t("\nPMH: " + K.pmh_list(rng, rng.randrange(2, 4)) + ". " + rng.choice(K.SCORES) + ".\n")
    d.t("\nEXAMINATION\n")
    d.t("BMI %.1f. " % (rng.randrange(220, 420) / 10) + rng.choice(K.HERNIA) + ". ")
    d.t("Stoma " + rng.choice(K.STOMA_LOOK) + ", " + p["size"] + ". " +
        K.cap(rng.choice(K.SKIN)) + ".\n")
    d.w("CT abdomen/pelvis {d_ct} (accession {req}): " + rng.choice(K.HERNIA) + ".\n")
    d.t("\nMEASUREMENTS / SUPPORT WEAR\n")
    d.t("Waist %d cm, hips %d cm, stoma at %d cm from waistband.\n" % (
        rng.randrange(78, 130), rng.randrange(88, 135), rng.randrange(3, 12)))
    d.w("Prescribed: " + rng.choice(K.GARMENTS) + " x3 (2 to wear, 1 to wash); order to {sup}.\n")
    d.t("Appliance changed to " + rng.choice(K.PRODUCTS[p["kind"]]) + " - more flexible "
        "baseplate.\n")
    d.t("\nPLAN\n")
    plans = [
        "Conservative management: support wear, core exercise programme (" +
        rng.choice(K.DURATIONS) + "), weight loss target 8 kg.",
        "Listed for laparoscopic parastomal hernia repair (Sugarbaker mesh); risks incl. "
        "recurrence 10-30%, mesh infection, bowel injury discussed.",
        "Refer to weight management service; not for repair while BMI >35.",
        "Open repair with re-siting to contralateral side considered - site to be marked "
        "at pre-op.",
        "Prehabilitation with physio; review in " + rng.choice(K.DURATIONS) + ".",
    ]
    for x in rng.sample(plans, rng.randrange(2, 4)):
        d.t("- " + x + "\n")
    d.w("- Review in clinic {d_next2}" + (" with repeat CT" if rng.random() < .3 else "") + "\n")
    d.w("- Advised to seek urgent help if " + rng.choice([
        "hernia becomes hard, painful and cannot be reduced",
        "no output with vomiting", "stoma turns dark purple/black"]) + " - attend ED at {hosp} "
        "or call {ph_team}.\n")
    if rng.random() < .5:
        d.w("- Fit note: unfit for work as ")
        d.add(c.r("job"))
        d.t(" for " + rng.choice(["4 weeks", "6 weeks", "2/12"]) + "; amended duties after.\n")
    if rng.random() < .5:
        d.w("\n{cons_sig}\nConsultant Colorectal Surgeon   " + DOC_LIC[cn] + " {lic_cons}\n")
    signature(d, c)
    if rng.random() < .6:
        cc_block(d, c)
    footer(d, c)
    return d
